#!/usr/bin/env bash
set -euo pipefail
u="${1:?user}"
here="$(cd "$(dirname "$0")/.." && pwd)"

for g in video render docker; do
  getent group "$g" >/dev/null && usermod -aG "$g" "$u"
done

cmds=$(grep -vE '^\s*(#|$)' "$here/config/allowed-commands.txt" | paste -sd, - | sed 's/,/, /g')
out=/etc/sudoers.d/90-gpu-inference
sed -e "s|{{USER}}|$u|g" -e "s|{{COMMANDS}}|$cmds|" "$here/templates/sudoers.tmpl" > "$out.tmp"
chmod 0440 "$out.tmp"
if visudo -cf "$out.tmp" >/dev/null; then
  mv "$out.tmp" "$out"
else
  rm -f "$out.tmp"; echo "sudoers validation failed" >&2; exit 1
fi

systemctl enable --now nvidia-persistenced 2>/dev/null || true
echo "done; log out and back in"
