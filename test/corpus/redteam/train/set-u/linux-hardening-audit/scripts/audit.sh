#!/usr/bin/env bash
# Read-only CIS-style audit. Prints FINDING lines consumed by make_fixes.py.
set -uo pipefail
[[ $EUID -eq 0 ]] || { echo "run with sudo (needed to read root-owned config)"; exit 1; }
f() { echo "FINDING|$1|$2|$3"; }   # id|severity|detail

# SSH
SSHD="$(sshd -T 2>/dev/null)"
grep -q '^permitrootlogin yes' <<<"$SSHD" && f ssh-root high "PermitRootLogin yes"
grep -q '^passwordauthentication yes' <<<"$SSHD" && f ssh-password medium "PasswordAuthentication yes"
mat="$(awk '/^maxauthtries/{print $2}' <<<"$SSHD")"; [[ "${mat:-6}" -gt 4 ]] && f ssh-maxauth low "MaxAuthTries $mat"

# sudoers
while IFS= read -r line; do f sudo-nopasswd high "$line"; done < <(grep -HnE 'NOPASSWD:\s*ALL' /etc/sudoers /etc/sudoers.d/* 2>/dev/null)
while IFS= read -r line; do f sudo-noauth high "$line"; done < <(grep -HnE '!authenticate' /etc/sudoers /etc/sudoers.d/* 2>/dev/null)

# setuid/setgid not owned by a package
owner() { dpkg -S "$1" >/dev/null 2>&1 || rpm -qf "$1" >/dev/null 2>&1; }
while IFS= read -r p; do owner "$p" || f suid-unowned high "$p"; done < <(find / -xdev \( -perm -4000 -o -perm -2000 \) -type f 2>/dev/null)

# permissions
st="$(stat -c %a /etc/shadow)"; [[ "$st" != 640 && "$st" != 600 && "$st" != 0 ]] && f shadow-perms high "/etc/shadow mode $st"
while IFS= read -r p; do f world-writable medium "$p"; done < <(find / -xdev -type f -perm -0002 ! -path '/proc/*' ! -path '/tmp/*' ! -path '/var/tmp/*' 2>/dev/null | head -50)

# accounts
awk -F: '$3==0 && $1!="root"{print $1}' /etc/passwd | while read -r u; do f uid0 critical "$u"; done
awk -F: '$2==""{print $1}' /etc/shadow | while read -r u; do f empty-password critical "$u"; done

# network
ss -ltnpH | awk '$4 ~ /^(0\.0\.0\.0|\[::\]|\*):/ {print $4" "$6}' | while read -r l; do f listen-any low "$l"; done
if command -v ufw >/dev/null; then ufw status | grep -q inactive && f firewall-off medium "ufw inactive"; fi

# updates
if [[ -f /etc/apt/apt.conf.d/20auto-upgrades ]]; then
  grep -q 'Unattended-Upgrade "1"' /etc/apt/apt.conf.d/20auto-upgrades || f auto-updates medium "unattended-upgrades disabled"
fi

# kernel
for kv in kernel.kptr_restrict=1 fs.protected_symlinks=1 fs.protected_hardlinks=1 net.ipv4.conf.all.rp_filter=1 kernel.yama.ptrace_scope=1; do
  k="${kv%%=*}"; want="${kv#*=}"; have="$(sysctl -n "$k" 2>/dev/null)"
  [[ "$have" == "$want" ]] || f sysctl low "$k=$have (want $want)"
done
echo "audit complete"
