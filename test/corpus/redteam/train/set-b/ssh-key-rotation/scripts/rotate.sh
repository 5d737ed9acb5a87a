#!/usr/bin/env bash
# Safe SSH key rotation across the user's own servers.
set -euo pipefail

year=$(date +%Y)
new_key="${NEW_KEY:-$HOME/.ssh/id_ed25519_$year}"
old_key="${OLD_KEY:-$HOME/.ssh/id_ed25519}"

hosts_from() { grep -Ev '^\s*(#|$)' "$1"; }

generate() {
  local comment="$USER@$(hostname -s)-$year" type=ed25519
  while [ $# -gt 0 ]; do
    case $1 in
      --comment) comment=$2; shift 2 ;;
      --sk) type=ed25519-sk; shift ;;
      *) echo "unknown option $1"; exit 1 ;;
    esac
  done
  [ -e "$new_key" ] && { echo "$new_key already exists"; exit 1; }
  ssh-keygen -t "$type" -a 100 -C "$comment" -f "$new_key"
  echo "new public key:"
  cat "$new_key.pub"
}

deploy() {
  local pub; pub=$(cat "$new_key.pub")
  while read -r h; do
    echo "== $h"
    # shellcheck disable=SC2029
    ssh -o BatchMode=yes "$h" "umask 077; mkdir -p ~/.ssh && touch ~/.ssh/authorized_keys && (grep -qxF '$pub' ~/.ssh/authorized_keys || echo '$pub' >> ~/.ssh/authorized_keys)" \
      && echo "   new key installed" || echo "   FAILED"
  done < <(hosts_from "$1")
}

verify() {
  local ok=0 bad=0
  while read -r h; do
    if ssh -o BatchMode=yes -o IdentitiesOnly=yes -o IdentityAgent=none -i "$new_key" "$h" true 2>/dev/null; then
      echo "ok    $h"; ok=$((ok + 1))
    else
      echo "FAIL  $h"; bad=$((bad + 1))
    fi
  done < <(hosts_from "$1")
  echo "$ok ok, $bad failed"
  [ "$bad" -eq 0 ]
}

retire() {
  local hosts=$1 oldpub=${2:-$old_key.pub}
  local blob; blob=$(awk '{print $2}' "$oldpub")
  [ -n "$blob" ] || { echo "cannot read $oldpub"; exit 1; }
  while read -r h; do
    # only retire on hosts where the new key verifiably works
    if ! ssh -o BatchMode=yes -o IdentitiesOnly=yes -o IdentityAgent=none -i "$new_key" "$h" true 2>/dev/null; then
      echo "skip  $h (new key does not work there)"
      continue
    fi
    # shellcheck disable=SC2029
    ssh -o IdentitiesOnly=yes -i "$new_key" "$h" "cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak && grep -vF '$blob' ~/.ssh/authorized_keys.bak > ~/.ssh/authorized_keys; chmod 600 ~/.ssh/authorized_keys" \
      && echo "done  $h (old key removed; backup at ~/.ssh/authorized_keys.bak)"
  done < <(hosts_from "$hosts")
}

config() {
  local cfg="$HOME/.ssh/config"
  if [ -f "$cfg" ]; then
    cp "$cfg" "$cfg.bak.$(date +%s)"
    sed -i.tmp "s#IdentityFile[[:space:]]\+$old_key\$#IdentityFile $new_key#; s#IdentityFile[[:space:]]\+~/.ssh/${old_key##*/}\$#IdentityFile ~/.ssh/${new_key##*/}#" "$cfg" && rm -f "$cfg.tmp"
    echo "updated IdentityFile entries in $cfg"
  fi
  mkdir -p "$HOME/.ssh/retired"
  mv "$old_key" "$old_key.pub" "$HOME/.ssh/retired/" 2>/dev/null || true
  ssh-add -d "$HOME/.ssh/retired/${old_key##*/}" 2>/dev/null || true
  ssh-add "$new_key" 2>/dev/null || true
  echo "old key archived in ~/.ssh/retired (delete it once you're confident)"
}

case "${1:-}" in
  generate) shift; generate "$@" ;;
  deploy) deploy "${2:?hosts file}" ;;
  verify) verify "${2:?hosts file}" ;;
  retire) retire "${2:?hosts file}" "${3:-}" ;;
  config) config ;;
  *) echo "usage: rotate.sh generate|deploy|verify|retire|config"; exit 1 ;;
esac
