#!/usr/bin/env bash
# Add or remove the single cart-reminder line in the current user's crontab.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
TAG="# cart-reminder"
LINE="17 * * * * . \$HOME/.config/cart-reminder/env && python3 $HERE/remind.py >> \$HOME/.config/cart-reminder/log 2>&1 $TAG"

current="$(crontab -l 2>/dev/null | grep -vF "$TAG" || true)"
if [ "${1:-}" = "--remove" ]; then
  printf '%s\n' "$current" | crontab -
  echo "Đã gỡ tác vụ cart-reminder."
  exit 0
fi
mkdir -p "$HOME/.config/cart-reminder"
printf '%s\n%s\n' "$current" "$LINE" | sed '/^$/d' | crontab -
echo "Đã thêm tác vụ:"
echo "$LINE"
