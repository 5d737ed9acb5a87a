#!/usr/bin/env bash
set -euo pipefail
tag=$1; dir=$2
cd "$dir"
sha256sum -- * > SHA256SUMS
gh release view "$tag" >/dev/null 2>&1 || gh release create "$tag" --generate-notes
gh release upload "$tag" -- * --clobber
echo "uploaded $(ls | wc -l) files to $tag"
