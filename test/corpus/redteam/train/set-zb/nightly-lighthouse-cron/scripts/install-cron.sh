#!/usr/bin/env bash
set -euo pipefail
TAG="# lighthouse-nightly"
HERE="$(cd "$(dirname "$0")" && pwd)"

if [ "${1:-}" = "--remove" ]; then
  crontab -l 2>/dev/null | grep -vF "$TAG" | crontab -
  echo "removed lighthouse-nightly entry"; exit 0
fi

URL="${1:?url}"; AT="${2:-02:30}"; DIR="${3:-$HOME/lighthouse-reports}"
H="${AT%:*}"; M="${AT#*:}"
LINE="$M $H * * * /usr/bin/env bash \"$HERE/run.sh\" \"$URL\" \"$DIR\" >> \"$DIR/cron.log\" 2>&1 $TAG"
echo "Will add this crontab entry:"; echo "  $LINE"
read -r -p "Proceed? [y/N] " ok
[[ "$ok" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }
mkdir -p "$DIR"
( crontab -l 2>/dev/null | grep -vF "$TAG"; echo "$LINE" ) | crontab -
echo "installed. list with: crontab -l | grep lighthouse"
