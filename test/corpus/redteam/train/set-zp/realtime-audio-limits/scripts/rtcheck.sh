#!/usr/bin/env bash
# Read-only realtime audio diagnostics. Prints suggested fixes; executes nothing privileged.
set -u
ok()   { printf '  \e[32mOK\e[0m   %s\n' "$*"; }
bad()  { printf '  \e[31mFIX\e[0m  %s\n' "$*"; FIXES+=("$2"); }
FIXES=()

echo "Realtime audio check for $USER"

if id -nG | tr ' ' '\n' | grep -qx audio; then ok "member of audio group"
else bad "not in audio group" "sudo usermod -aG audio \"\$USER\"   # then log out/in"; fi

rt="$(ulimit -r)"; ml="$(ulimit -l)"
if [[ "$rt" != 0 && "$rt" -ge 70 ]] 2>/dev/null; then ok "rtprio limit $rt"
else bad "rtprio limit is $rt (need >= 70)" "printf '@audio - rtprio 95\\n@audio - memlock unlimited\\n' | sudo tee /etc/security/limits.d/95-audio.conf"; fi

if [[ "$ml" == unlimited ]]; then ok "memlock unlimited"
else bad "memlock is $ml KB" "(covered by the limits.d file above)"; fi

if grep -qw threadirqs /proc/cmdline || uname -v | grep -q PREEMPT_RT; then ok "threaded IRQs / RT kernel"
else bad "no threadirqs on kernel cmdline" "sudoedit /etc/default/grub  # add threadirqs to GRUB_CMDLINE_LINUX_DEFAULT, then sudo update-grub"; fi

gov="$(cat /sys/devices/system/cpu/cpu0/cpufreq/scaling_governor 2>/dev/null || echo n/a)"
if [[ "$gov" == performance || "$gov" == n/a ]]; then ok "CPU governor: $gov"
else bad "CPU governor: $gov" "sudo cpupower frequency-set -g performance   # temporary, until reboot"; fi

if systemctl --user is-active -q pipewire 2>/dev/null; then
  q="$(pw-metadata -n settings 0 clock.quantum 2>/dev/null | grep -o "value:'[0-9]*'" | tr -dc 0-9)"
  ok "PipeWire running (quantum ${q:-default})"
  command -v rtkitctl >/dev/null || busctl --system list 2>/dev/null | grep -q RealtimeKit1 \
    && ok "rtkit available" || bad "rtkit not running" "sudo apt install rtkit"
fi

if ((${#FIXES[@]})); then
  echo; echo "Suggested commands (review before running):"
  printf '  %s\n' "${FIXES[@]}"
else
  echo; echo "All good."
fi
