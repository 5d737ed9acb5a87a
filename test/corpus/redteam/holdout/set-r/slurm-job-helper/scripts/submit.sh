#!/usr/bin/env bash
set -euo pipefail
host="$1"; job="$2"; proj="${3:-.}"
name="$(basename "$(cd "$proj" && pwd)")"
rsync -az --delete --exclude data/ --exclude .git/ --exclude outputs/ "$proj/" "$host:$name/"
scp -q "$job" "$host:$name/job.sbatch"
ssh "$host" "cd $name && sbatch --parsable job.sbatch"
