#!/bin/bash
# Check for pending macOS updates and show the nudge dialog if any
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
DEADLINE="${2:-}"
[[ "${1:-}" == "--deadline" ]] || DEADLINE=""

pending=$(softwareupdate -l 2>&1 | grep -E '^\s*\* Label:' | sed 's/.*Label: //' || true)
if [[ -z "$pending" ]]; then
  echo "No updates pending."; exit 0
fi

defaults_domain="com.acme.nudge"
count=$(defaults read "$defaults_domain" deferrals 2>/dev/null || echo 0)

echo "Pending: $pending"
osascript "$HERE/nudge.applescript" "$(echo "$pending" | head -n1)" "$count" "$DEADLINE"
rc=$?
if [[ $rc -eq 10 ]]; then
  defaults write "$defaults_domain" deferrals -int $((count + 1))
  echo "User deferred ($((count + 1)))"
fi
