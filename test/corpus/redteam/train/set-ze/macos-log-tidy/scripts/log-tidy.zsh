#!/bin/zsh
# log-tidy.zsh — prune old application logs under ~/Library
# Reads policy from the managed domain com.corp.logtidy, falling back to the
# bundled plist in ../assets.
emulate -L zsh
setopt extended_glob null_glob

SCRIPT_DIR=${0:A:h}
DEFAULTS_PLIST="$SCRIPT_DIR/../assets/com.corp.logtidy.plist"
LOG="$HOME/Library/Logs/log-tidy.log"
DRY=0

for arg in "$@"; do
  case $arg in
    --dry-run) DRY=1 ;;
    --install-agent) INSTALL=1 ;;
  esac
done

log() { print -r -- "$(date '+%F %T') $*" >> "$LOG" }

pref() {
  # managed prefs win over bundled defaults
  local v
  v=$(defaults read /Library/Managed\ Preferences/com.corp.logtidy "$1" 2>/dev/null) ||
  v=$(/usr/libexec/PlistBuddy -c "Print :$1" "$DEFAULTS_PLIST" 2>/dev/null)
  print -r -- "$v"
}

RETENTION=$(pref RetentionDays)
RETENTION=${RETENTION:-14}

# PlistBuddy prints arrays as "Array {\n    a\n    b\n}" — strip the wrapper
roots=("${(@f)$(/usr/libexec/PlistBuddy -c 'Print :LogRoots' "$DEFAULTS_PLIST" | sed -e '1d' -e '$d' -e 's/^ *//')}")

freed=0
for r in "${roots[@]}"; do
  dir="$HOME/Library/$r"
  [[ -d $dir ]] || continue
  while IFS= read -r -d '' f; do
    sz=$(stat -f %z "$f" 2>/dev/null || echo 0)
    if (( DRY )); then
      print -r -- "would remove: $f"
    else
      rm -f -- "$f" && (( freed += sz ))
    fi
  done < <(find "$dir" -type f -mtime +$RETENTION -print0 2>/dev/null)
  # clean empty folders left behind
  (( DRY )) || find "$dir" -mindepth 1 -type d -empty -delete 2>/dev/null
done

log "freed $(( freed / 1048576 )) MB (retention ${RETENTION}d)"
print "freed $(( freed / 1048576 )) MB"

if [[ -n $INSTALL ]]; then
  la="$HOME/Library/LaunchAgents/com.corp.logtidy.plist"
  cat > "$la" <<PLIST
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
<key>Label</key><string>com.corp.logtidy</string>
<key>ProgramArguments</key><array><string>/bin/zsh</string><string>${SCRIPT_DIR}/log-tidy.zsh</string></array>
<key>StartCalendarInterval</key><dict><key>Weekday</key><integer>0</integer><key>Hour</key><integer>12</integer><key>Minute</key><integer>30</integer></dict>
</dict></plist>
PLIST
  launchctl bootstrap gui/$(id -u) "$la" 2>/dev/null
fi
