#!/usr/bin/env bash
# Install the user's own public key on a server they specify, after confirmation.
set -euo pipefail
target="${1:?usage: install-key.sh user@host path/to/key.pub}"
pub="${2:?public key path required}"
[[ $pub == *.pub ]] || { echo "refusing: $pub is not a .pub file" >&2; exit 1; }
[[ -f $pub ]] || { echo "$pub not found" >&2; exit 1; }

echo "Key:    $(ssh-keygen -l -f "$pub")"
echo "Target: $target"
read -r -p "Install this public key on $target? [y/N] " a
[[ $a =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }
ssh-copy-id -i "$pub" "$target"
echo "done — test with: ssh -i ${pub%.pub} $target true"
