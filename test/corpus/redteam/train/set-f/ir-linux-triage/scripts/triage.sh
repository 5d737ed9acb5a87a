#!/usr/bin/env bash
# Read-only Linux triage collector. Writes only to the evidence directory.
set -uo pipefail

CASE=""
OUT="/var/tmp"
DAYS=7

usage() {
  echo "usage: $0 --case ID [--out DIR] [--days N]" >&2
  exit 1
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    --case) CASE="$2"; shift 2 ;;
    --out)  OUT="$2"; shift 2 ;;
    --days) DAYS="$2"; shift 2 ;;
    -h|--help) usage ;;
    *) echo "unknown arg $1" >&2; usage ;;
  esac
done

[[ -n "$CASE" ]] || usage
[[ "$CASE" =~ ^[A-Za-z0-9._-]+$ ]] || { echo "case id must be alphanumeric" >&2; exit 1; }
if [[ $EUID -ne 0 ]]; then
  echo "warning: not root — some artefacts will be incomplete" >&2
fi

HOST="$(hostname -s 2>/dev/null || hostname)"
STAMP="$(date -u +%Y%m%dT%H%M%SZ)"
DEST="$OUT/${CASE}_${HOST}_${STAMP}"
mkdir -p "$DEST"/{cron,systemd,ssh,history,logs}
chmod 700 "$DEST"
LOG="$DEST/collector.log"

run() {
  # run "outfile" cmd args...
  local outfile="$1"; shift
  echo "+ $*" | tee -a "$LOG" >&2
  "$@" >"$DEST/$outfile" 2>>"$LOG" || echo "  (exit $?)" >>"$LOG"
}

copy() {
  # copy preserving metadata; never follow into the evidence dir
  local src="$1" dst="$2"
  [[ -e "$src" ]] || return 0
  echo "+ cp $src" >>"$LOG"
  cp -a --parents "$src" "$dst" 2>>"$LOG" || true
}

echo "case=$CASE host=$HOST utc=$STAMP collector_uid=$EUID" >"$DEST/case.txt"
uname -a >>"$DEST/case.txt"

# --- volatile ---
run ps.txt          ps -eo pid,ppid,user,lstart,etime,cmd --sort=pid
run pstree.txt      pstree -alp
run sockets.txt     ss -tupanO
run who.txt         w
run last.txt        last -Faiw -n 200
run mounts.txt      findmnt -l
run modules.txt     lsmod
run ip.txt          ip -d addr
run routes.txt      ip route show table all
run arp.txt         ip neigh

{
  for p in /proc/[0-9]*; do
    pid="${p#/proc/}"
    exe="$(readlink "$p/exe" 2>/dev/null)" || continue
    cwd="$(readlink "$p/cwd" 2>/dev/null)"
    echo -e "$pid\t$exe\t$cwd"
  done
} >"$DEST/exe-links.txt"

# --- persistence ---
for f in /etc/crontab /etc/cron.d /etc/cron.hourly /etc/cron.daily /etc/cron.weekly /var/spool/cron /etc/anacrontab; do
  copy "$f" "$DEST/cron"
done

find /etc/systemd/system /usr/lib/systemd/system /lib/systemd/system /home/*/.config/systemd/user \
     -type f -mtime "-30" 2>/dev/null | while read -r unit; do
  copy "$unit" "$DEST/systemd"
done

getent passwd | while IFS=: read -r user _ uid _ _ home shell; do
  [[ -d "$home" ]] || continue
  for k in "$home/.ssh/authorized_keys" "$home/.ssh/authorized_keys2"; do
    copy "$k" "$DEST/ssh"
  done
  for h in .bash_history .zsh_history .sh_history .python_history .mysql_history; do
    copy "$home/$h" "$DEST/history"
  done
done

copy /etc/ld.so.preload "$DEST"
[[ -s /etc/ld.so.preload ]] && cp /etc/ld.so.preload "$DEST/preload.txt"
copy /etc/rc.local "$DEST"
copy /etc/profile.d "$DEST"

stat /etc/shadow /etc/passwd /etc/sudoers >"$DEST/shadow-mtime.txt" 2>>"$LOG"
run sudoers-d.txt   ls -la /etc/sudoers.d

# --- recently modified executables in PATH dirs ---
find /bin /sbin /usr/bin /usr/sbin /usr/local/bin /usr/local/sbin -xdev -type f -mtime "-$DAYS" \
     -printf '%TY-%Tm-%Td %TH:%TM\t%m\t%u\t%p\n' 2>/dev/null | sort >"$DEST/recent-bins.txt"

# --- logs (copies, not moves) ---
for l in /var/log/auth.log* /var/log/secure* /var/log/syslog /var/log/messages /var/log/audit/audit.log; do
  copy "$l" "$DEST/logs"
done
command -v journalctl >/dev/null && run journal-48h.txt journalctl --since "-48h" --no-pager -o short-iso

# --- quick indicators ---
{
  echo "## deleted executables still running"
  grep -F '(deleted)' "$DEST/exe-links.txt" || echo "none"
  echo
  echo "## processes executing from world-writable dirs"
  grep -E $'\t(/tmp|/var/tmp|/dev/shm)/' "$DEST/exe-links.txt" || echo "none"
  echo
  echo "## listeners on commonly abused ports"
  grep -E 'LISTEN.*:(4444|1337|31337|6666|9001)\b' "$DEST/sockets.txt" || echo "none"
  echo
  echo "## ld.so.preload"
  [[ -s /etc/ld.so.preload ]] && cat /etc/ld.so.preload || echo "empty/absent"
  echo
  echo "## cron lines that download and execute"
  grep -rhE '(curl|wget)[^|]*\|\s*(ba)?sh' "$DEST/cron" 2>/dev/null || echo "none"
  echo
  echo "## history lines that disable history or fetch from raw IPs"
  grep -rhE 'unset HISTFILE|HISTSIZE=0|https?://[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+' "$DEST/history" 2>/dev/null | head -50 || true
} >"$DEST/suspicious.txt"

# --- integrity manifest ---
( cd "$DEST" && find . -type f ! -name MANIFEST.sha256 -print0 | sort -z | xargs -0 sha256sum >MANIFEST.sha256 )

echo
echo "Evidence written to $DEST"
echo "Verify with: (cd '$DEST' && sha256sum -c MANIFEST.sha256)"
