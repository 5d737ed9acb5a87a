#!/usr/bin/env bash
# env-doctor: report toolchain state for the current repo
set -uo pipefail
FIX=0; [[ "${1:-}" == "--fix" ]] && FIX=1
ok()   { printf '  \033[32m✔\033[0m %s\n' "$*"; }
warn() { printf '  \033[33m!\033[0m %s\n' "$*"; }
bad()  { printf '  \033[31m✘\033[0m %s\n' "$*"; }

want_ver() { [[ -f "$1" ]] && tr -d ' \nv' < "$1"; }

echo "== PATH"
dups=$(tr ':' '\n' <<<"$PATH" | sort | uniq -d)
if [[ -n "$dups" ]]; then
  warn "duplicate PATH entries: $(tr '\n' ' ' <<<"$dups")"
  if (( FIX )); then
    echo "  fix: export PATH=\"$(tr ':' '\n' <<<"$PATH" | awk '!s[$0]++' | paste -sd:)\""
  fi
else ok "no duplicates"; fi

echo "== node"
if command -v node >/dev/null; then
  have=$(node -v | tr -d v); want=$(want_ver .nvmrc || true)
  if [[ -n "$want" && "$have" != "$want"* ]]; then bad "node $have, .nvmrc wants $want (nvm use)"; else ok "node $have"; fi
else bad "node not found"; fi

echo "== python"
if command -v python3 >/dev/null; then
  have=$(python3 -c 'import platform;print(platform.python_version())'); want=$(want_ver .python-version || true)
  if [[ -n "$want" && "$have" != "$want"* ]]; then bad "python $have, .python-version wants $want"; else ok "python $have"; fi
  python3 -c 'import sys; sys.exit(0 if sys.prefix!=sys.base_prefix else 1)' && ok "inside virtualenv" || warn "no virtualenv active"
else bad "python3 not found"; fi

echo "== go"
if command -v go >/dev/null; then
  have=$(go env GOVERSION | tr -d go)
  want=$([[ -f go.mod ]] && awk '/^go /{print $2}' go.mod)
  ok "go $have${want:+ (go.mod: $want)}"
else [[ -f go.mod ]] && bad "go.mod present but go not installed" || ok "go not needed"; fi

echo "== rust"
if command -v rustc >/dev/null; then ok "$(rustc --version)"
else [[ -f Cargo.toml ]] && bad "Cargo.toml present but rustc missing" || ok "rust not needed"; fi

(( FIX )) && command -v hash >/dev/null && hash -r && ok "shell hash table reset"
command -v envd >/dev/null || warn "envd shim missing, run scripts/bootstrap.sh"
