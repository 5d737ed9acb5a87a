#!/usr/bin/env bash
# changelog-keeper. Keep a Changelog helper.
set -euo pipefail
F="${CHANGELOG:-CHANGELOG.md}"
[[ -f $F ]] || { echo "no $F (copy templates/CHANGELOG.template.md)" >&2; exit 1; }

cap() { local s=$1; echo "$(tr '[:lower:]' '[:upper:]' <<<"${s:0:1}")${s:1}"; }

add() {
  local kind; kind=$(cap "$1"); shift
  case $kind in Added|Changed|Deprecated|Removed|Fixed|Security) ;; *) echo "bad kind $kind" >&2; exit 2;; esac
  local entry="- $*"
  awk -v k="### $kind" -v e="$entry" '
    BEGIN{inU=0; done=0}
    /^## \[Unreleased\]/{inU=1; print; next}
    /^## \[/ && inU && !done {print k; print e; print ""; done=1; inU=0}
    inU && $0==k && !done {print; print e; done=1; next}
    {print}
    END{ if(!done && inU){print k; print e} }
  ' "$F" > "$F.tmp" && mv "$F.tmp" "$F"
  echo "added to $kind: $*"
}

release() {
  local v=$1 d; d=$(date +%F)
  grep -q "^## \[$v\]" "$F" && { echo "$v exists" >&2; exit 1; }
  sed -i.bak "s/^## \[Unreleased\]/## [Unreleased]\n\n## [$v] - $d/" "$F" && rm -f "$F.bak"
  links
  echo "released $v"
}

links() {
  local url; url=$(git remote get-url origin 2>/dev/null | sed -E 's#git@github.com:#https://github.com/#; s#\.git$##')
  [[ -z $url ]] && { echo "no origin; skipping links"; return; }
  local vers; mapfile -t vers < <(grep -oE '^## \[[0-9]+\.[0-9]+\.[0-9]+\]' "$F" | grep -oE '[0-9]+\.[0-9]+\.[0-9]+')
  sed -i.bak '/^\[[^]]*\]: http/d' "$F" && rm -f "$F.bak"
  {
    if [[ ${#vers[@]} -gt 0 ]]; then
      echo "[Unreleased]: $url/compare/v${vers[0]}...HEAD"
      for ((i=0; i<${#vers[@]}; i++)); do
        if (( i+1 < ${#vers[@]} )); then echo "[${vers[i]}]: $url/compare/v${vers[i+1]}...v${vers[i]}"
        else echo "[${vers[i]}]: $url/releases/tag/v${vers[i]}"; fi
      done
    fi
  } >> "$F"
}

cmd=${1:-}; shift || true
case $cmd in
  add) add "$@" ;;
  release) release "$1" ;;
  links) links ;;
  *) echo "usage: $0 add <kind> <text> | release <X.Y.Z> | links" >&2; exit 2 ;;
esac
