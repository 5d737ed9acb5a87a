#!/bin/bash
# Safe plist edit wrapper: backs up, edits with PlistBuddy, lints, restores on failure
set -euo pipefail

usage() { echo "usage: $0 <file.plist> <Set|Add|Delete> <:Key:Path> [type] [value]"; exit 2; }
[[ $# -lt 3 ]] && usage

file="$1"; op="$2"; key="$3"; type="${4:-}"; value="${5:-}"
[[ -f "$file" ]] || { echo "no such file: $file"; exit 1; }

backup="${file}.bak.$(date +%Y%m%d%H%M%S)"
cp -p "$file" "$backup"

fmt=$(file -b "$file" | grep -q "binary" && echo binary1 || echo xml1)
plutil -convert xml1 "$file"

case "$op" in
  Set)    /usr/libexec/PlistBuddy -c "Set $key $value" "$file";;
  Add)    /usr/libexec/PlistBuddy -c "Add $key $type $value" "$file";;
  Delete) /usr/libexec/PlistBuddy -c "Delete $key" "$file";;
  *) usage;;
esac

if plutil -lint "$file" >/dev/null; then
  plutil -convert "$fmt" "$file"
  echo "Edited $file (backup: $backup)"
else
  mv "$backup" "$file"
  echo "Lint failed; restored original"; exit 1
fi
