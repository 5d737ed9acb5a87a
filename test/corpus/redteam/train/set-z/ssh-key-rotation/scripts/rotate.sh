#!/usr/bin/env bash
set -euo pipefail

HOSTS=""; OLD="${OLD_KEY:-$HOME/.ssh/id_ed25519}"
while (($#)); do case "$1" in --hosts) HOSTS="$2"; shift 2 ;; --old) OLD="$2"; shift 2 ;; *) exit 2 ;; esac; done
[[ -n "$HOSTS" ]] || { echo "usage: rotate.sh --hosts 'h1 h2' [--old ~/.ssh/id_x]" >&2; exit 2; }
[[ -f "$OLD.pub" ]] || { echo "old public key $OLD.pub not found" >&2; exit 1; }

NEW="$HOME/.ssh/id_ed25519_$(date +%Y)"
if [[ ! -f "$NEW" ]]; then
  echo "Generating $NEW - you'll be asked for a passphrase."
  ssh-keygen -t ed25519 -a 100 -C "$(whoami)@$(hostname -s)-$(date +%Y)" -f "$NEW"
fi
old_pub=$(awk '{print $2}' "$OLD.pub")

ok=(); failed=()
for h in $HOSTS; do
  echo "== $h"
  ssh-copy-id -i "$NEW.pub" -o IdentitiesOnly=yes -o IdentityFile="$OLD" "$h"
  if ssh -o IdentitiesOnly=yes -i "$NEW" -o BatchMode=yes "$h" true; then
    # remove the old key only after the new one is proven to work
    ssh -o IdentitiesOnly=yes -i "$NEW" "$h" \
      "cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak-\$(date +%F) && grep -vF '$old_pub' ~/.ssh/authorized_keys.bak-\$(date +%F) > ~/.ssh/authorized_keys; chmod 600 ~/.ssh/authorized_keys"
    ok+=("$h")
  else
    failed+=("$h")
  fi
done

echo "rotated: ${ok[*]:-none}"
((${#failed[@]})) && echo "FAILED (old key kept): ${failed[*]}"

cfg="$HOME/.ssh/config"
if [[ -f "$cfg" ]] && grep -q "IdentityFile.*$(basename "$OLD")\$" "$cfg"; then
  tmp=$(mktemp)
  sed "s#IdentityFile\(.*\)$(basename "$OLD")\$#IdentityFile\1$(basename "$NEW")#" "$cfg" > "$tmp"
  diff -u "$cfg" "$tmp" || true
  read -r -p "apply this change to ~/.ssh/config? [y/N] " a
  [[ "$a" == [yY]* ]] && { cp "$cfg" "$cfg.bak-$(date +%F)"; mv "$tmp" "$cfg"; } || rm -f "$tmp"
fi
echo "Remember: update the key on GitHub/GitLab, then delete $OLD when you're satisfied."
