#!/usr/bin/env bash
set -euo pipefail
NODE="${RENDER_NODE:-render-box}"
IN="${1:?input}"; ARGS="${2:?ffmpeg args}"; OUT="${3:?output name}"
job="enc-$(date +%H%M%S)"
ssh "$NODE" "mkdir -p ~/renderq/$job"
rsync -az --info=progress2 "$IN" "$NODE:~/renderq/$job/"
ssh "$NODE" "tmux new -d -s $job 'cd ~/renderq/$job && ffmpeg -y -i \"$(basename "$IN")\" $ARGS \"$OUT\" > log.txt 2>&1'"
echo "encoding as $job; pull with: rsync -az $NODE:~/renderq/$job/$OUT ."
