#!/usr/bin/env bash
# Usage : trust-ca.sh user@hote chemin/vers/ca.pub
set -euo pipefail
H="${1:?user@hote}"; CA="${2:?ca.pub}"
grep -q '^ssh-ed25519 \|^ssh-rsa \|^ecdsa-' "$CA" || { echo "ce n'est pas une clé publique"; exit 1; }
case "$CA" in *.pub) ;; *) echo "refus : il faut la clé PUBLIQUE (.pub)"; exit 1;; esac

scp "$CA" "$H:/tmp/homelab_ca.pub"
ssh "$H" 'set -e
  install -m 0644 /tmp/homelab_ca.pub /etc/ssh/homelab_ca.pub && rm /tmp/homelab_ca.pub
  grep -q "^TrustedUserCAKeys" /etc/ssh/sshd_config || echo "TrustedUserCAKeys /etc/ssh/homelab_ca.pub" >> /etc/ssh/sshd_config
  sshd -t && (systemctl reload ssh 2>/dev/null || systemctl reload sshd)
  echo "CA approuvée sur $(hostname)"'
