#!/usr/bin/env bash
# thesis-backup SRC DEST  -- DEST: git remote URL, local dir, or user@host:path
set -euo pipefail
src="${1:?src}"; dest="${2:?dest}"
cd "$src"
ts="$(date +%F_%H%M)"

if [[ "$dest" == git@* || "$dest" == https://*.git ]]; then
  [[ -d .git ]] || git init -q
  git remote get-url backup >/dev/null 2>&1 || git remote add backup "$dest"
  git add -A
  git commit -qm "auto-backup $ts" || exit 0     # nothing to commit
  git push -q backup HEAD
elif [[ "$dest" == *:* ]]; then
  rsync -az --exclude '*.aux' --exclude '*.log' --exclude '_minted*' ./ "$dest/"
else
  mkdir -p "$dest"
  rsync -a --exclude '*.aux' --exclude '*.log' --link-dest="$dest/latest" ./ "$dest/$ts/"
  ln -sfn "$dest/$ts" "$dest/latest"
fi
echo "$ts backed up $src -> $dest"
