#!/usr/bin/env bash
set -euo pipefail
HOSTS=""; DRY=0; KEEP=0
OLD_PUB="${OLD_PUB:-}"
NEW="$HOME/.ssh/id_ed25519_$(date +%Y%m)"
while [ $# -gt 0 ]; do case "$1" in
  --hosts) HOSTS="$2"; shift 2;; --dry-run) DRY=1; shift;; --keep-old) KEEP=1; shift;;
  --old) OLD_PUB="$2"; shift 2;; --new) NEW="$2"; shift 2;; *) echo "unknown $1"; exit 2;; esac; done
[ -f "$HOSTS" ] || { echo "--hosts file required"; exit 2; }
if [ -z "$OLD_PUB" ]; then
  for k in ~/.ssh/id_ed25519.pub ~/.ssh/id_rsa.pub; do [ -f "$k" ] && OLD_PUB="$k" && break; done
fi
[ -f "$OLD_PUB" ] || { echo "old public key not found"; exit 2; }
OLD_BLOB="$(awk '{print $2}' "$OLD_PUB")"

echo "old key: $OLD_PUB ($(ssh-keygen -lf "$OLD_PUB" | awk '{print $2}'))"
echo "new key: $NEW"
echo "hosts:"; sed 's/^/  /' "$HOSTS"
[ "$DRY" = 1 ] && { echo "(dry-run) nothing changed"; exit 0; }

if [ ! -f "$NEW" ]; then
  ssh-keygen -t ed25519 -a 100 -f "$NEW" -C "$(id -un)@$(hostname -s) $(date +%F)"
fi

ok=(); failed=()
while read -r target; do
  [ -z "$target" ] && continue
  host="${target%%:*}"; port="${target##*:}"; [ "$port" = "$target" ] && port=22
  echo "--- $host"
  if ! ssh-copy-id -i "$NEW.pub" -p "$port" "$host" </dev/null; then failed+=("$host (copy)"); continue; fi
  if ! ssh -o IdentitiesOnly=yes -o BatchMode=yes -i "$NEW" -p "$port" "$host" true </dev/null; then failed+=("$host (verify)"); continue; fi
  if [ "$KEEP" = 0 ]; then
    ssh -o IdentitiesOnly=yes -i "$NEW" -p "$port" "$host" \
      "ts=\$(date +%s); cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak.\$ts && grep -vF '$OLD_BLOB' ~/.ssh/authorized_keys.bak.\$ts > ~/.ssh/authorized_keys && chmod 600 ~/.ssh/authorized_keys" </dev/null \
      || { failed+=("$host (remove-old)"); continue; }
  fi
  ok+=("$host")
done < "$HOSTS"

echo; echo "rotated: ${ok[*]:-none}"
[ ${#failed[@]} -gt 0 ] && echo "FAILED (untouched or partially done): ${failed[*]}"
echo "update ~/.ssh/config IdentityFile entries to $NEW, then archive the old private key"
