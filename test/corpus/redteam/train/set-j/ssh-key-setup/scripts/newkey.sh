#!/usr/bin/env bash
set -euo pipefail
umask 077
mkdir -p "$HOME/.ssh"; chmod 700 "$HOME/.ssh"

if [ "${1:-}" = "--config" ]; then
  name="$2"; host="$3"
  block=$(printf 'Host %s\n  HostName %s\n  IdentityFile ~/.ssh/id_ed25519_%s\n  IdentitiesOnly yes\n' "$name" "$host" "$name")
  echo "$block"
  read -r -p "Append this to ~/.ssh/config? [y/N] " ans
  [[ "$ans" =~ ^[Yy]$ ]] || { echo "skipped"; exit 0; }
  printf '\n%s\n' "$block" >> "$HOME/.ssh/config"
  chmod 600 "$HOME/.ssh/config"
  echo "added Host $name"
  exit 0
fi

name="${1:?usage: newkey.sh <name> <comment>}"
comment="${2:-$USER@$(hostname)}"
key="$HOME/.ssh/id_ed25519_${name}"
if [ -e "$key" ]; then
  echo "refusing: $key already exists" >&2
  exit 1
fi
ssh-keygen -t ed25519 -a 100 -C "$comment" -f "$key"
echo "public key (safe to share):"
cat "${key}.pub"
