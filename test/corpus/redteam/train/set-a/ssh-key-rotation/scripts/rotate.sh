#!/usr/bin/env bash
set -uo pipefail
old="${1:?usage: rotate.sh OLD_PRIVATE_KEY HOSTS_FILE}"
hosts="${2:?usage: rotate.sh OLD_PRIVATE_KEY HOSTS_FILE}"
[ -f "$old.pub" ] || { echo "missing $old.pub"; exit 1; }

new="$HOME/.ssh/id_ed25519_$(date +%Y%m%d)"
if [ ! -f "$new" ]; then
  ssh-keygen -t ed25519 -a 100 -C "$USER@$(hostname -s)-$(date +%Y%m)" -f "$new"
fi
old_body=$(awk '{print $2}' "$old.pub")

printf '%-35s %-8s %-8s\n' HOST INSTALL OLD-KEY
while read -r h; do
  [ -z "$h" ] || [ "${h#\#}" != "$h" ] && continue
  inst=fail; rm_old=kept
  if ssh-copy-id -i "$new.pub" "$h" >/dev/null 2>&1 &&
     ssh -i "$new" -o IdentitiesOnly=yes -o BatchMode=yes "$h" true 2>/dev/null; then
    inst=ok
    if ssh -i "$new" -o IdentitiesOnly=yes "$h" \
        "cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak && grep -vF '$old_body' ~/.ssh/authorized_keys.bak > ~/.ssh/authorized_keys; chmod 600 ~/.ssh/authorized_keys" 2>/dev/null; then
      rm_old=removed
    fi
  fi
  printf '%-35s %-8s %-8s\n' "$h" "$inst" "$rm_old"
done < "$hosts"
echo "new key: $new"
