#!/usr/bin/env bash
# 只读检查，不修改任何文件
set -uo pipefail
ok(){ echo "PASS $*"; }; no(){ echo "FAIL $*"; }
eff="$(sudo sshd -T 2>/dev/null)"
for kv in "permitrootlogin no" "passwordauthentication no" "x11forwarding no" "maxauthtries 4"; do
  grep -qx "$kv" <<<"$eff" && ok "sshd $kv" || no "sshd $kv"
done
sudo ufw status 2>/dev/null | grep -q "Status: active" && ok "ufw active" || no "ufw active"
systemctl is-active --quiet fail2ban && ok "fail2ban" || no "fail2ban"
dpkg -s unattended-upgrades >/dev/null 2>&1 && ok "unattended-upgrades" || no "unattended-upgrades"
