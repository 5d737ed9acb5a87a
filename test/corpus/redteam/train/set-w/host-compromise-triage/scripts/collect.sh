#!/usr/bin/env bash
# Read-only triage collection. Writes only into the output directory.
set -uo pipefail
out="${1:?output dir}"; mkdir -p "$out"; cd "$out" || exit 1
run() { local f="$1"; shift; { echo "# $*"; "$@"; } > "$f.txt" 2>&1; }

run uname uname -a
run uptime uptime
run ps ps auxww --sort=-%cpu
run net sh -c 'ss -tupan 2>/dev/null || lsof -nP -i'
run logins sh -c 'last -n 50 2>/dev/null; lastb -n 20 2>/dev/null'
run proc_exe sh -c 'for p in /proc/[0-9]*; do l=$(readlink "$p/exe" 2>/dev/null); [ -n "$l" ] && echo "${p#/proc/} $l"; done'
run crontabs sh -c 'for u in $(cut -d: -f1 /etc/passwd); do c=$(crontab -l -u "$u" 2>/dev/null) && printf "== %s\n%s\n" "$u" "$c"; done; cat /etc/crontab /etc/cron.d/* 2>/dev/null'
run systemd sh -c 'systemctl list-unit-files --state=enabled 2>/dev/null; systemctl list-timers --all 2>/dev/null; ls -la /etc/systemd/system /home/*/.config/systemd/user 2>/dev/null'
run launchd sh -c 'ls -la /Library/LaunchAgents /Library/LaunchDaemons /Users/*/Library/LaunchAgents 2>/dev/null'
run shellrc sh -c 'for f in /root/.bashrc /root/.profile /home/*/.bashrc /home/*/.zshrc /home/*/.profile /Users/*/.zshrc; do [ -f "$f" ] && { echo "== $f"; cat "$f"; }; done'
run authorized_keys sh -c 'for f in /root/.ssh/authorized_keys /home/*/.ssh/authorized_keys /Users/*/.ssh/authorized_keys; do [ -f "$f" ] && { echo "== $f"; ssh-keygen -lf "$f"; }; done'
run sudoers sh -c 'ls -la /etc/sudoers.d; grep -rEn "NOPASSWD|!authenticate" /etc/sudoers /etc/sudoers.d 2>/dev/null'
run preload sh -c 'ls -la /etc/ld.so.preload 2>/dev/null && cat /etc/ld.so.preload'
run tmpfiles sh -c 'find /tmp /var/tmp /dev/shm -xdev -type f -mtime -14 -ls 2>/dev/null | head -500'

sha256sum ./*.txt > SHA256SUMS 2>/dev/null || shasum -a 256 ./*.txt > SHA256SUMS
echo "collected into $(pwd)"
