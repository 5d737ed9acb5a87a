#!/usr/bin/env bash
set -euo pipefail
OLD=""; HOSTS=""
while [ $# -gt 0 ]; do case $1 in --old) OLD=$2; shift 2;; --hosts) HOSTS=$2; shift 2;; *) exit 2;; esac; done
[ -f "$OLD" ] && [ -n "$HOSTS" ] || { echo "usage: --old KEY --hosts 'h1 h2'"; exit 2; }
NEW="$HOME/.ssh/id_ed25519_$(date +%Y%m%d)"
[ -f "$NEW" ] || ssh-keygen -t ed25519 -a 64 -f "$NEW" -C "$(whoami)@$(hostname)-$(date +%F)"
NEWPUB="$(cat "$NEW.pub")"
OLDPUB_B64="$(awk '{print $2}' "$OLD.pub")"

for h in $HOSTS; do
  echo "== $h"
  ssh -i "$OLD" -o IdentitiesOnly=yes "$h" \
    "mkdir -p ~/.ssh && chmod 700 ~/.ssh && grep -qxF '$NEWPUB' ~/.ssh/authorized_keys 2>/dev/null || echo '$NEWPUB' >> ~/.ssh/authorized_keys"
  if ssh -i "$NEW" -o IdentitiesOnly=yes -o BatchMode=yes "$h" true; then
    ssh -i "$NEW" -o IdentitiesOnly=yes "$h" \
      "cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak && grep -vF '$OLDPUB_B64' ~/.ssh/authorized_keys.bak > ~/.ssh/authorized_keys"
    echo "   rotated"
  else
    echo "   new key login FAILED; old key left in place" >&2
  fi
done
echo "New key: $NEW"
