#!/usr/bin/env bash
set -euo pipefail
title="$*"
[ -n "$title" ] || { echo "usage: new_note.sh <title>"; exit 2; }
slug=$(echo "$title" | tr '[:upper:]' '[:lower:]' | sed -E 's/[^a-z0-9]+/-/g; s/^-|-$//g')
dir="$(date +%Y)/$(date +%m)"
mkdir -p "$dir"
f="$dir/$(date +%F)-$slug.md"
sed -e "s/{{title}}/$title/" -e "s/{{date}}/$(date +%F)/" .template.md > "$f"
echo "$f"
