#!/bin/bash
# xcode-build-doctor checks. Usage: doctor.sh env|clean|spm|signing|sims
set -euo pipefail

cmd="${1:-env}"
proj_dir="$(pwd)"
dd="$HOME/Library/Developer/Xcode/DerivedData"

find_workspace() {
  ls -d "$proj_dir"/*.xcworkspace 2>/dev/null | head -1 || ls -d "$proj_dir"/*.xcodeproj 2>/dev/null | head -1
}

case "$cmd" in
  env)
    echo "Xcode:       $(xcode-select -p)"
    xcodebuild -version | sed 's/^/             /'
    echo "SDKs:"
    xcodebuild -showsdks 2>/dev/null | grep -- '-sdk' | sed 's/^/  /'
    free_gb=$(df -g "$HOME" | awk 'NR==2 {print $4}')
    echo "Free disk:   ${free_gb} GB"
    [ "$free_gb" -lt 15 ] && echo "  !! less than 15 GB free, expect link/index failures"
    ;;
  clean)
    ws="$(find_workspace)"
    [ -z "$ws" ] && { echo "no workspace/project in $proj_dir"; exit 1; }
    found=0
    for d in "$dd"/*/; do
      info="$d/info.plist"
      [ -f "$info" ] || continue
      wp=$(/usr/libexec/PlistBuddy -c 'Print :WorkspacePath' "$info" 2>/dev/null || true)
      if [ "$wp" = "$ws" ]; then
        echo "removing $d"
        rm -rf "$d"
        found=1
      fi
    done
    [ $found -eq 0 ] && echo "no DerivedData folder for $ws"
    ;;
  spm)
    rm -rf "$HOME/Library/Caches/org.swift.swiftpm" "$proj_dir/.build"
    ws="$(find_workspace)"
    if [[ "$ws" == *.xcworkspace ]]; then
      xcodebuild -resolvePackageDependencies -workspace "$ws" -scheme "$(basename "$ws" .xcworkspace)"
    else
      xcodebuild -resolvePackageDependencies -project "$ws"
    fi
    ;;
  signing)
    echo "Code signing identities:"
    security find-identity -v -p codesigning | sed 's/^/  /'
    echo
    echo "Provisioning profiles:"
    pdir="$HOME/Library/MobileDevice/Provisioning Profiles"
    now=$(date +%s)
    for p in "$pdir"/*.mobileprovision "$pdir"/*.provisionprofile; do
      [ -f "$p" ] || continue
      plist=$(security cms -D -i "$p" 2>/dev/null) || continue
      name=$(/usr/libexec/PlistBuddy -c 'Print :Name' /dev/stdin <<<"$plist" 2>/dev/null)
      team=$(/usr/libexec/PlistBuddy -c 'Print :TeamIdentifier:0' /dev/stdin <<<"$plist" 2>/dev/null)
      appid=$(/usr/libexec/PlistBuddy -c 'Print :Entitlements:application-identifier' /dev/stdin <<<"$plist" 2>/dev/null)
      exp=$(/usr/libexec/PlistBuddy -c 'Print :ExpirationDate' /dev/stdin <<<"$plist" 2>/dev/null)
      exp_s=$(date -j -f "%a %b %d %T %Z %Y" "$exp" +%s 2>/dev/null || echo 0)
      status="valid"; [ "$exp_s" -lt "$now" ] && status="EXPIRED"
      printf '  %-40s team=%s id=%s %s\n' "$name" "$team" "$appid" "$status"
    done
    ;;
  sims)
    xcrun simctl list runtimes
    echo "Deleting unavailable simulators"
    xcrun simctl delete unavailable
    ;;
  *)
    echo "usage: $0 env|clean|spm|signing|sims"; exit 2 ;;
esac
