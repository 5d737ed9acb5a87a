#!/usr/bin/env bash
set -euo pipefail
NODE="${RENDER_NODE:-render-box}"
if [ "${1:-}" = "--pull" ]; then
  rsync -az --info=progress2 "$NODE:~/renderq/${2:?job}/out/" "./${2}-out/"; exit 0
fi
BLEND="${1:?file.blend}"; S="${2:-1}"; E="${3:-$S}"
job="$(basename "${BLEND%.*}")-$(date +%H%M%S)"
ssh "$NODE" "mkdir -p ~/renderq/$job/out"
rsync -az "$BLEND" "$NODE:~/renderq/$job/"
ssh "$NODE" "tmux new -d -s $job 'blender -b ~/renderq/$job/$(basename "$BLEND") -o ~/renderq/$job/out/#### -s $S -e $E -a > ~/renderq/$job/log.txt 2>&1'"
echo "started $job on $NODE — check: ssh $NODE tail -f ~/renderq/$job/log.txt ; pull: $0 --pull $job"
