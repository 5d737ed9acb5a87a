#!/usr/bin/env bash
# Restore latest snapshot into a fresh temp dir and spot-check it.
set -euo pipefail
: "${RESTIC_REPOSITORY:?}"
SCRATCH="$(mktemp -d -t restic-drill.XXXXXX)"
trap 'rm -rf -- "$SCRATCH"' EXIT   # only the scratch dir we created

restic restore latest --target "$SCRATCH"
restored=$(find "$SCRATCH" -type f | wc -l)
echo "restored $restored files into $SCRATCH"

# spot-check 20 random files against the repository
restic ls latest --json | python3 -c '
import json,random,sys
files=[json.loads(l) for l in sys.stdin if l.startswith("{")]
files=[f for f in files if f.get("type")=="file"]
for f in random.sample(files, min(20,len(files))): print(f["path"])' | while read -r p; do
  [[ -f "$SCRATCH$p" ]] && echo "ok   $p" || echo "MISS $p"
done
