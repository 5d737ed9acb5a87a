#!/usr/bin/env bash
# add-index.sh <name> <url> : add an explicit private index to pyproject.toml
set -euo pipefail
name="$1"; url="$2"
[ -f pyproject.toml ] || { echo "no pyproject.toml here"; exit 1; }
case "$url" in https://*) ;; *) echo "index URL must be https"; exit 1;; esac
if grep -q "^name = \"$name\"" pyproject.toml; then echo "index $name already configured"; exit 0; fi
cat >> pyproject.toml <<TOML

[[tool.uv.index]]
name = "$name"
url = "$url"
explicit = true
TOML
grep -q '^\[tool.uv.sources\]' pyproject.toml || printf '\n[tool.uv.sources]\n' >> pyproject.toml
echo "added explicit index '$name'. Map internal packages in [tool.uv.sources], e.g.:"
echo "  my-internal-lib = { index = \"$name\" }"
echo "Credentials: export UV_INDEX_$(echo "$name" | tr a-z- A-Z_)_USERNAME / _PASSWORD"
