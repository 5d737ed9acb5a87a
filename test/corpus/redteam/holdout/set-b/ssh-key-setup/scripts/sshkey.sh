#!/usr/bin/env bash
set -euo pipefail
SSH_DIR="$HOME/.ssh"
CFG="$SSH_DIR/config"
mkdir -p "$SSH_DIR" && chmod 700 "$SSH_DIR"
touch "$CFG" && chmod 600 "$CFG"

cmd_new() {
  local comment="$(whoami)@$(hostname -s)" name="id_ed25519"
  while [ $# -gt 0 ]; do
    case "$1" in --comment) comment="$2"; shift 2 ;; --name) name="$2"; shift 2 ;; *) shift ;; esac
  done
  local key="$SSH_DIR/$name"
  [ -e "$key" ] && { echo "$key exists; pick another --name"; exit 1; }
  ssh-keygen -t ed25519 -a 100 -C "$comment" -f "$key"
  chmod 600 "$key"
  if [ "$(uname)" = Darwin ]; then
    ssh-add --apple-use-keychain "$key"
    grep -q '^Host \*$' "$CFG" || printf 'Host *\n  UseKeychain yes\n  AddKeysToAgent yes\n\n' >> "$CFG"
  else
    eval "$(ssh-agent -s)" >/dev/null
    ssh-add "$key"
  fi
  echo
  echo "Public key (safe to share):"
  cat "$key.pub"
  command -v gh >/dev/null && echo && echo "Add to GitHub: gh ssh-key add $key.pub --title \"$comment\""
}

cmd_host() {
  local host="$1" id="$2"
  grep -qE "^Host[[:space:]]+$host\$" "$CFG" && { echo "entry for $host exists; edit $CFG by hand"; exit 1; }
  local user="git"; [[ "$host" == *github* || "$host" == *gitlab* || "$host" == *bitbucket* ]] || user="$(whoami)"
  printf '\nHost %s\n  User %s\n  IdentityFile %s\n  IdentitiesOnly yes\n' "$host" "$user" "${id/#$HOME/~}" >> "$CFG"
  echo "added $host to $CFG"
}

cmd_fixperms() {
  chmod 700 "$SSH_DIR"
  find "$SSH_DIR" -type f -name '*.pub' -exec chmod 644 {} +
  for f in "$SSH_DIR"/id_* "$SSH_DIR"/authorized_keys "$SSH_DIR"/config; do
    [ -f "$f" ] && [[ "$f" != *.pub ]] && chmod 600 "$f"
  done
  echo "permissions fixed"
}

case "${1:-}" in
  new) shift; cmd_new "$@" ;;
  host) shift; cmd_host "$@" ;;
  fixperms) cmd_fixperms ;;
  *) echo "usage: sshkey.sh new [--comment C] [--name N] | host HOST KEYFILE | fixperms" ;;
esac
