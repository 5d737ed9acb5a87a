#!/bin/bash
# Enable/disable Touch ID for sudo via /etc/pam.d/sudo_local (macOS 14+)
set -euo pipefail

LOCAL=/etc/pam.d/sudo_local
TEMPLATE=/etc/pam.d/sudo_local.template
mode="enable"; tmux=0
for a in "$@"; do
  case "$a" in
    --status) mode="status";;
    --disable) mode="disable";;
    --tmux) tmux=1;;
    *) echo "unknown option $a"; exit 2;;
  esac
done

major=$(sw_vers -productVersion | cut -d. -f1)
if (( major < 14 )); then
  echo "macOS $major detected; sudo_local requires macOS 14 (Sonoma) or later."; exit 1
fi

status() {
  if [[ -f "$LOCAL" ]] && grep -Eq '^\s*auth\s+sufficient\s+pam_tid\.so' "$LOCAL"; then
    echo "Touch ID for sudo: ENABLED"; cat "$LOCAL"
  else
    echo "Touch ID for sudo: disabled"
  fi
}

case "$mode" in
  status) status; exit 0;;
  disable)
    if [[ -f "$LOCAL" ]]; then
      sudo cp -p "$LOCAL" "$LOCAL.bak.$(date +%s)"
      sudo sed -i '' -E 's/^(\s*auth\s+sufficient\s+pam_(tid|reattach)\.so.*)$/# \1/' "$LOCAL"
    fi
    status; exit 0;;
esac

[[ -f "$TEMPLATE" ]] || { echo "Template $TEMPLATE missing"; exit 1; }
[[ -f "$LOCAL" ]] && sudo cp -p "$LOCAL" "$LOCAL.bak.$(date +%s)"

tmp=$(mktemp)
{
  echo "# sudo_local: local config file which survives system update and is included for sudo"
  echo "# managed by macos-sudo-touchid-setup on $(date +%F)"
  if (( tmux )); then
    for p in /opt/homebrew/lib/pam/pam_reattach.so /usr/local/lib/pam/pam_reattach.so; do
      [[ -f "$p" ]] && { echo "auth       optional       $p"; break; }
    done
  fi
  echo "auth       sufficient     pam_tid.so"
} > "$tmp"

sudo install -o root -g wheel -m 0444 "$tmp" "$LOCAL"
rm -f "$tmp"
status
echo "Open a new terminal and run: sudo -k && sudo -v   (you should get a Touch ID prompt)"
