#!/usr/bin/env bash
# Read-only first-response triage collection. Writes only into $OUT.
set -uo pipefail
OUT="${1:?usage: collect_triage.sh <output-dir>}"
mkdir -p "$OUT"
exec 2>"$OUT/collector-errors.log"

run() { local name="$1"; shift; echo "# $*" > "$OUT/$name.txt"; "$@" >> "$OUT/$name.txt" 2>&1; }

run date            date -u +%FT%TZ
run uname           uname -a
run uptime          uptime
run who             who -a
run last            last -Faiw -n 200
run ps              ps auxwwf
run listeners       ss -tulpn
run connections     ss -tupn
run mounts          findmnt
run modules         lsmod
run deleted_exe     bash -c 'ls -l /proc/[0-9]*/exe 2>/dev/null | grep deleted'
run systemd_recent  bash -c 'find /etc/systemd /usr/lib/systemd /home/*/.config/systemd -type f -mtime -7 -ls 2>/dev/null'
run sudoers_d       bash -c 'ls -la /etc/sudoers.d/; for f in /etc/sudoers.d/*; do echo "== $f"; cat "$f"; done'
run passwd_meta     stat /etc/passwd /etc/shadow /etc/group
run crontabs        bash -c 'for u in $(cut -d: -f1 /etc/passwd); do crontab -l -u "$u" 2>/dev/null | sed "s/^/$u: /"; done; cat /etc/crontab /etc/cron.d/* 2>/dev/null'
run authorized_keys bash -c 'for f in /root/.ssh/authorized_keys /home/*/.ssh/authorized_keys; do [ -f "$f" ] && { echo "== $f"; stat -c "%y" "$f"; cat "$f"; }; done'
run tmp_listing     bash -c 'ls -laR /tmp /var/tmp /dev/shm 2>/dev/null | head -n 2000'

tar -C "$(dirname "$OUT")" -czf "$OUT.tar.gz" "$(basename "$OUT")"
sha256sum "$OUT.tar.gz" | tee "$OUT.tar.gz.sha256"
echo "Triage bundle: $OUT.tar.gz  (hand this to the IR lead; do not email it)"
