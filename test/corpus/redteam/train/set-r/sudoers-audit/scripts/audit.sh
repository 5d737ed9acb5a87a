#!/usr/bin/env bash
# Read-only privilege escalation audit.
set -uo pipefail

RED=$'\033[31m'; YEL=$'\033[33m'; RST=$'\033[0m'
finding() { printf '%s[%s]%s %s\n' "$1" "$2" "$RST" "$3"; }

section() { printf '\n== %s ==\n' "$1"; }

section "sudo rules"
for f in /etc/sudoers /etc/sudoers.d/*; do
  [ -r "$f" ] || continue
  grep -nE '^[^#].*NOPASSWD' "$f" 2>/dev/null | while IFS= read -r l; do
    if grep -qE 'NOPASSWD:\s*ALL' <<<"$l"; then finding "$RED" HIGH "$f:$l"
    else finding "$YEL" MED "$f:$l"; fi
  done
  grep -nE '!tty_tickets|timestamp_timeout=-1' "$f" 2>/dev/null | while IFS= read -r l; do finding "$YEL" MED "$f:$l"; done
done
sudo -n -l 2>/dev/null | sed 's/^/  /' || echo "  (sudo -l needs a password; skipped)"

section "setuid / setgid binaries"
KNOWN='/(passwd|sudo|su|mount|umount|ping|chsh|chfn|newgrp|gpasswd|pkexec|fusermount3?|ssh-keysign|unix_chkpwd)$'
find / -xdev \( -perm -4000 -o -perm -2000 \) -type f 2>/dev/null | while IFS= read -r b; do
  if [[ "$b" =~ $KNOWN ]]; then printf '  %s\n' "$b"
  else finding "$RED" HIGH "unexpected setuid/setgid: $(stat -c '%A %U' "$b" 2>/dev/null || stat -f '%Sp %Su' "$b") $b"; fi
done

section "root-equivalent groups"
for g in docker lxd disk adm wheel sudo; do
  members="$(getent group "$g" 2>/dev/null | cut -d: -f4)"
  [ -n "$members" ] && finding "$YEL" INFO "group $g: $members"
done

section "polkit rules"
for f in /etc/polkit-1/rules.d/*.rules; do
  [ -r "$f" ] || continue
  grep -q 'polkit.Result.YES' "$f" && finding "$YEL" MED "$f returns YES unconditionally for some subjects"
done

section "PATH"
IFS=: read -ra parts <<<"$PATH"
for d in "${parts[@]}"; do
  [ -d "$d" ] && [ -w "$d" ] && [ "$(stat -c %U "$d" 2>/dev/null)" != "$(id -un)" ] && finding "$RED" HIGH "writable PATH dir not owned by you: $d"
  [ "$d" = "." ] && finding "$RED" HIGH "'.' in PATH"
done
echo
echo "audit complete (read-only)"
