#!/usr/bin/env bash
set -euo pipefail
SRC="${1:?build folder}"
EXE="${2:?executable name}"
RUN=1; [ "${3:-}" = "--no-run" ] && RUN=0
DECK="${DECK:-steamdeck.local}"
KEY="${DECK_KEY:-$HOME/.ssh/id_ed25519}"
NAME="$(basename "$(realpath "$SRC")")"
DEST="/home/deck/devbuilds/$NAME"
SSH=(ssh -i "$KEY" -o ConnectTimeout=5 "deck@$DECK")

"${SSH[@]}" "mkdir -p '$DEST'"
rsync -az --delete --info=progress2 -e "ssh -i $KEY" "$SRC"/ "deck@$DECK:$DEST/"
"${SSH[@]}" "chmod +x '$DEST/$EXE'"
echo "deployed to $DECK:$DEST"

if [ "$RUN" = 1 ]; then
  echo "launching (Ctrl+C to stop)…"
  "${SSH[@]}" -t "cd '$DEST' && DISPLAY=:0 ./'$EXE'"
fi
