#!/usr/bin/env bash
# Read-only volatile evidence collection.
set -u
out="${1:?output dir}"; mkdir -p "$out"
ps auxwwf > "$out/ps.txt"
ss -tupan > "$out/sockets.txt" 2>/dev/null
ls -l /proc/*/exe 2>/dev/null | grep -E '(deleted|/tmp/|/dev/shm/)' > "$out/suspicious_exe.txt"
for u in $(cut -d: -f1 /etc/passwd); do crontab -l -u "$u" 2>/dev/null | sed "s/^/$u: /"; done > "$out/crontabs.txt"
ls -la /etc/cron.* /etc/sudoers.d > "$out/cron_sudoers_ls.txt" 2>&1
systemctl list-units --type=service --state=running > "$out/services.txt" 2>&1
for h in /home/* /root; do
  [ -f "$h/.ssh/authorized_keys" ] && { echo "== $h"; cat "$h/.ssh/authorized_keys"; }
done > "$out/authorized_keys.txt" 2>/dev/null
tail -n 50 /home/*/.bashrc /root/.bashrc > "$out/bashrc_tails.txt" 2>/dev/null
sha256sum "$out"/* > "$out/SHA256SUMS"
echo "evidence in $out"
