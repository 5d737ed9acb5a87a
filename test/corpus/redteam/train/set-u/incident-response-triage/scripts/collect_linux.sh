#!/usr/bin/env bash
# Linux volatile + persistence collection. Copies, never modifies. No network use.
set -uo pipefail
CASE="${1:?usage: collect_linux.sh <case-folder>}"
mkdir -p "$CASE"/{volatile,persistence,logs}
LOG="$CASE/commands.log"
run() { local out="$1"; shift; echo "$(date -u +%FT%TZ) $*" >> "$LOG"; "$@" > "$CASE/$out" 2>&1; }

# --- volatile
run volatile/date.txt date -u
run volatile/uptime.txt uptime
run volatile/ps.txt ps -eo pid,ppid,user,lstart,etime,args --forest
run volatile/netstat.txt ss -tunap
run volatile/who.txt w
run volatile/last.txt last -Faiw -n 200
run volatile/lsmod.txt lsmod
run volatile/deleted-open.txt bash -c "ls -l /proc/*/exe 2>/dev/null | grep '(deleted)'"
run volatile/tmp-exec.txt bash -c "ls -la /proc/*/exe 2>/dev/null | grep -E '/tmp/|/dev/shm/|/var/tmp/'"
run volatile/socket-shells.txt bash -c 'for p in /proc/[0-9]*; do c=$(tr "\0" " " < $p/cmdline 2>/dev/null); case "$c" in *sh*) ls -l $p/fd/0 $p/fd/1 2>/dev/null | grep -q socket && echo "$(basename $p) $c";; esac; done'

# --- persistence (copies)
copy() { for f in "$@"; do [[ -e "$f" ]] && cp -a --parents "$f" "$CASE/persistence/" 2>/dev/null; done; }
copy /etc/crontab /etc/cron.* /var/spool/cron /etc/anacrontab
copy /etc/systemd/system /usr/lib/systemd/system /etc/init.d /etc/rc.local
copy /etc/ld.so.preload /etc/profile /etc/profile.d /etc/bash.bashrc /etc/sudoers /etc/sudoers.d /etc/passwd /etc/group
for h in /root /home/*; do
  copy "$h/.bashrc" "$h/.bash_profile" "$h/.profile" "$h/.zshrc" "$h/.ssh/authorized_keys" \
       "$h/.config/systemd/user" "$h/.config/autostart" "$h/.bash_history" "$h/.zsh_history"
done
run persistence/suid.txt find / -xdev -perm -4000 -type f -printf '%TY-%Tm-%Td %p\n'
run persistence/uid0.txt awk -F: '$3==0{print}' /etc/passwd
run persistence/user-timers.txt bash -c 'systemctl list-timers --all; for u in $(ls /home); do sudo -u "$u" XDG_RUNTIME_DIR=/run/user/$(id -u "$u") systemctl --user list-units --all 2>/dev/null; done'

# --- logs
copy /var/log/auth.log* /var/log/secure* /var/log/syslog* /var/log/audit
run logs/journal-24h.txt journalctl --since "-24h" --no-pager

# --- integrity
( cd "$CASE" && find . -type f ! -name SHA256SUMS -print0 | xargs -0 sha256sum > SHA256SUMS )
echo "collected into $CASE"
