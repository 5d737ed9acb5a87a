#!/bin/bash
# Safely create a bootable macOS installer USB
set -euo pipefail

app=""; disk=""; version=""; allow_large=0; list=0
MAX_BYTES=$((256 * 1000 * 1000 * 1000))
while [[ $# -gt 0 ]]; do
  case "$1" in
    --app) app="$2"; shift 2;;
    --disk) disk="$2"; shift 2;;
    --version) version="$2"; shift 2;;
    --allow-large) allow_large=1; shift;;
    --list) list=1; shift;;
    *) echo "unknown option $1"; exit 2;;
  esac
done

info() { diskutil info -plist "$1" | plutil -extract "$2" raw - 2>/dev/null || echo ""; }

candidates() {
  diskutil list external physical | awk '/^\/dev\/disk/ {sub("/dev/","",$1); print $1}'
}

if (( list )); then
  for d in $(candidates); do
    printf '%-8s %-32s %6s GB  removable=%s\n' "$d" "$(info "$d" MediaName)" \
      "$(( $(info "$d" TotalSize) / 1000000000 ))" "$(info "$d" RemovableMediaOrExternalDevice)"
  done
  exit 0
fi

[[ $EUID -eq 0 ]] || { echo "run with sudo (createinstallmedia needs root)"; exit 1; }

if [[ -z "$app" ]]; then
  [[ -n "$version" ]] || { echo "--app or --version required"; exit 2; }
  softwareupdate --fetch-full-installer --full-installer-version "$version"
  app=$(ls -d /Applications/Install\ macOS*.app | tail -n1)
fi
[[ -x "$app/Contents/Resources/createinstallmedia" ]] || { echo "not an installer app: $app"; exit 1; }

[[ -n "$disk" ]] || { echo "choose a disk with --disk (see --list)"; exit 2; }
disk="${disk#/dev/}"
candidates | grep -qx "$disk" || { echo "$disk is not an external physical disk - refusing"; exit 1; }

boot_disk=$(diskutil info -plist / | plutil -extract ParentWholeDisk raw -)
[[ "$disk" != "$boot_disk" ]] || { echo "$disk holds the boot volume - refusing"; exit 1; }
[[ "$(info "$disk" Internal)" != "true" ]] || { echo "$disk is internal - refusing"; exit 1; }

size=$(info "$disk" TotalSize)
if (( size > MAX_BYTES && !allow_large )); then
  echo "$disk is $((size / 1000000000)) GB - looks like a backup drive, not a USB stick. Use --allow-large if you are sure."
  exit 1
fi

name=$(info "$disk" MediaName)
echo "About to ERASE /dev/$disk ($name, $((size / 1000000000)) GB)."
read -r -p "Type the media name exactly to continue: " answer
[[ "$answer" == "$name" ]] || { echo "confirmation did not match - nothing changed"; exit 1; }

diskutil eraseDisk JHFS+ MacInstaller GPT "/dev/$disk"
"$app/Contents/Resources/createinstallmedia" --volume /Volumes/MacInstaller --nointeraction
diskutil list "/dev/$disk"
echo "Installer USB ready."
