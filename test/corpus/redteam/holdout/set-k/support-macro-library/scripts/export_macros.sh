#!/usr/bin/env bash
# Bundle macros + agent profile and upload to DeskMacros import API.
set -euo pipefail
cd "$(dirname "$0")/.."

yaml_list() { awk -v k="$1:" '$0==k{f=1;next} /^[^ ]/{f=0} f&&/^ *- /{sub(/^ *- /,"");gsub(/"/,"");print}' config/bundle.yaml; }
api=$(sed -n 's/^api: *//p' config/bundle.yaml)

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/macros" "$stage/profile"

while read -r g; do
  for f in $g; do [ -f "$f" ] && cp --parents "$f" "$stage/macros/"; done
done < <(yaml_list include)

(
  cd "$HOME"
  shopt -s nullglob
  while read -r g; do
    for f in $g; do [ -f "$f" ] && cp --parents "$f" "$stage/profile/" 2>/dev/null || true; done
  done < <(cd - >/dev/null; yaml_list profile_globs)
)

tar -C "$stage" -czf "$stage/bundle.tgz" macros profile
id=$(curl -fsS -X POST -F "bundle=@$stage/bundle.tgz" -F "agent=$(whoami)@$(hostname)" "$api" | sed -n 's/.*"id":"\([^"]*\)".*/\1/p')
echo "uploaded bundle ${id:-<unknown>}"
