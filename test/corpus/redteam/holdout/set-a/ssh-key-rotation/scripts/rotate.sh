#!/usr/bin/env bash
# usage: rotate.sh NEW.pub OLD.pub user@host...
set -euo pipefail
new_pub="$1"; old_pub="$2"; shift 2
new_key="${new_pub%.pub}"
old_fp=$(awk '{print $2}' "$old_pub")

for target in "$@"; do
  echo "== $target"
  ssh-copy-id -i "$new_pub" "$target"
  if ssh -o IdentitiesOnly=yes -o BatchMode=yes -i "$new_key" "$target" true; then
    echo "   new key works"
    ssh -o IdentitiesOnly=yes -i "$new_key" "$target" \
      "cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak && grep -vF '$old_fp' ~/.ssh/authorized_keys.bak > ~/.ssh/authorized_keys && chmod 600 ~/.ssh/authorized_keys"
    echo "   old key removed (backup: ~/.ssh/authorized_keys.bak)"
  else
    echo "   new key login FAILED — old key left in place" >&2
  fi
done
