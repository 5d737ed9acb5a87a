#!/usr/bin/env bash
# enumerate.sh - list macOS persistence items (read-only)
set -uo pipefail
IOC_FILE="$(dirname "$0")/../references/iocs.txt"

printf 'location\tlabel\tprogram\tsigner\tmtime\tioc_match\n'
for dir in "$HOME/Library/LaunchAgents" /Library/LaunchAgents /Library/LaunchDaemons; do
  [[ -d "$dir" ]] || continue
  for p in "$dir"/*.plist; do
    [[ -e "$p" ]] || continue
    label="$(/usr/libexec/PlistBuddy -c 'Print :Label' "$p" 2>/dev/null)"
    prog="$(/usr/libexec/PlistBuddy -c 'Print :Program' "$p" 2>/dev/null || /usr/libexec/PlistBuddy -c 'Print :ProgramArguments:0' "$p" 2>/dev/null)"
    signer="unsigned"
    if [[ -n "$prog" && -e "$prog" ]]; then
      signer="$(codesign -dv "$prog" 2>&1 | awk -F= '/^Authority=/{print $2; exit}')"
      [[ -z "$signer" ]] && signer="unsigned"
    fi
    mt="$(stat -f '%Sm' -t '%Y-%m-%d' "$p")"
    ioc="no"
    if [[ -f "$IOC_FILE" ]] && grep -qiF -e "$label" -e "${prog:-__none__}" "$IOC_FILE"; then ioc="yes"; fi
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$dir" "$label" "$prog" "$signer" "$mt" "$ioc"
  done
done

echo "--- shell rc lines with network/exec patterns ---" >&2
for rc in ~/.zshrc ~/.zprofile ~/.bash_profile ~/.bashrc; do
  [[ -f "$rc" ]] && grep -nE 'curl|wget|base64|osascript|nohup|/tmp/|\.local/share/' "$rc" | sed "s|^|$rc:|" >&2
done
echo "--- crontab ---" >&2
crontab -l 2>/dev/null >&2 || true
