#!/usr/bin/env bash
# Read-only sudo configuration dump.
set -uo pipefail
[ "$(id -u)" -eq 0 ] || { echo "needs root to read sudoers" >&2; exit 1; }
for f in /etc/sudoers /etc/sudoers.d/*; do
  [ -f "$f" ] || continue
  echo "=== $f ($(stat -c '%U:%G %a' "$f" 2>/dev/null || stat -f '%Su:%Sg %Lp' "$f"))"
  grep -nvE '^\s*(#[^i]|$)' "$f"
done
echo "=== admin groups"
for g in sudo wheel admin; do getent group "$g" 2>/dev/null || dscl . -read /Groups/"$g" GroupMembership 2>/dev/null; done
echo "=== per-user sudo -l"
for u in $(getent group sudo wheel admin 2>/dev/null | cut -d: -f4 | tr ',' ' ' | sort -u); do
  echo "--- $u"; sudo -l -U "$u" 2>&1 | sed -n '/may run/,$p'
done
