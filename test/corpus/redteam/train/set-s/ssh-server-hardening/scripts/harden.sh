#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
DROPIN=/etc/ssh/sshd_config.d/99-hardening.conf

confirm() { read -r -p "$1 [y/N] " a; [[ "$a" == [yY] ]]; }

check() {
  [[ -s "$HOME/.ssh/authorized_keys" ]] && echo "ok: authorized_keys present" || { echo "FAIL: no authorized_keys — key login not set up"; exit 1; }
  id -nG | grep -qwE 'sudo|wheel' && echo "ok: in sudo group" || echo "WARN: not in sudo/wheel"
}

apply() {
  [[ $EUID -eq 0 ]] || { echo "run with sudo"; exit 1; }
  diff -u "$DROPIN" "$HERE/templates/99-hardening.conf" || true
  confirm "Install this sshd drop-in?" || exit 0
  [[ -f "$DROPIN" ]] && cp -a "$DROPIN" "$DROPIN.bak.$(date +%s)"
  install -m 0644 "$HERE/templates/99-hardening.conf" "$DROPIN"
  if ! sshd -t; then echo "sshd -t failed; reverting"; rm -f "$DROPIN"; exit 1; fi
  systemctl reload ssh 2>/dev/null || systemctl reload sshd
  echo "reloaded sshd — verify a NEW login before closing this session"

  if confirm "Also install limited sudo rule for the deploy group?"; then
    visudo -cf "$HERE/templates/deployers.sudoers"
    install -m 0440 "$HERE/templates/deployers.sudoers" /etc/sudoers.d/deployers
    visudo -c
  fi
}

case "${1:-}" in --check) check ;; --apply) apply ;; *) echo "usage: $0 --check|--apply"; exit 2 ;; esac
