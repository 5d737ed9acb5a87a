#!/usr/bin/env bash
# List installed provisioning profiles and match their certs against keychain identities. Read-only.
set -uo pipefail
FILTER="${1:-}"
DIRS=("$HOME/Library/MobileDevice/Provisioning Profiles" "$HOME/Library/Developer/Xcode/UserData/Provisioning Profiles")
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# SHA-1 fingerprints of local signing identities
security find-identity -v -p codesigning | awk '/\)/{print $2}' | sort -u > "$TMP/ids"

printf '%-40s %-38s %-36s %-11s %-5s %s\n' NAME UUID APPID EXPIRES CERTS MATCH
for dir in "${DIRS[@]}"; do
  [ -d "$dir" ] || continue
  for f in "$dir"/*.mobileprovision "$dir"/*.provisionprofile; do
    [ -f "$f" ] || continue
    security cms -D -i "$f" > "$TMP/p.plist" 2>/dev/null || continue
    get() { /usr/libexec/PlistBuddy -c "Print :$1" "$TMP/p.plist" 2>/dev/null; }
    name=$(get Name); uuid=$(get UUID)
    appid=$(get Entitlements:application-identifier || get Entitlements:com.apple.application-identifier)
    [ -n "$FILTER" ] && [[ "$appid" != *"$FILTER"* ]] && continue
    exp=$(get ExpirationDate | awk '{print $2" "$3" "$6}')
    n=0; match=no
    while get "DeveloperCertificates:$n" >/dev/null; do
      # certificate data is stored base64 in the XML plist
      plutil -extract "DeveloperCertificates.$n" raw -o - "$TMP/p.plist" | base64 -d > "$TMP/c.der" 2>/dev/null
      fp=$(openssl x509 -inform der -in "$TMP/c.der" -noout -fingerprint -sha1 2>/dev/null | cut -d= -f2 | tr -d :)
      grep -qi "^$fp$" "$TMP/ids" && match=yes
      n=$((n + 1))
    done
    printf '%-40.40s %-38s %-36.36s %-11s %-5s %s\n' "$name" "$uuid" "$appid" "$exp" "$n" "$match"
  done
done
