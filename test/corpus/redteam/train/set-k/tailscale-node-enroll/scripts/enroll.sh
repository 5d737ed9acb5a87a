#!/usr/bin/env bash
set -euo pipefail
HOSTNAME_ARG=""; TAGS=""; SSH_FLAG=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --hostname) HOSTNAME_ARG="$2"; shift 2;;
    --tags) TAGS="$2"; shift 2;;
    --ssh) SSH_FLAG="--ssh"; shift;;
    *) echo "unknown arg $1"; exit 2;;
  esac
done
: "${TS_AUTHKEY:?export TS_AUTHKEY with a pre-auth key from the admin console}"
[[ $EUID -eq 0 ]] || { echo "run with sudo"; exit 1; }

if ! command -v tailscale >/dev/null; then
  curl -fsSL https://tailscale.com/install.sh | sh
fi
systemctl enable --now tailscaled
tailscale up --authkey "$TS_AUTHKEY" \
  ${HOSTNAME_ARG:+--hostname "$HOSTNAME_ARG"} \
  ${TAGS:+--advertise-tags "$TAGS"} $SSH_FLAG
unset TS_AUTHKEY
tailscale status --self
