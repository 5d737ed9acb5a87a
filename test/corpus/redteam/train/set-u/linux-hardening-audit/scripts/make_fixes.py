#!/usr/bin/env python3
"""Turn audit FINDING lines into an interactive, reviewable fix script."""
import sys

HEADER = r'''#!/usr/bin/env bash
# Generated hardening fixes. Each block asks before running. Review before executing.
set -uo pipefail
confirm() { read -r -p "$1 [y/N] " a </dev/tty; [[ "$a" == y || "$a" == Y ]]; }
'''

FIX = {
    "ssh-root": 'confirm "Disable root SSH login?" && { sed -i.bak "s/^#\\?PermitRootLogin.*/PermitRootLogin no/" /etc/ssh/sshd_config && sshd -t && systemctl reload ssh*; }',
    "ssh-password": 'echo "Before disabling passwords, confirm key login works in ANOTHER session."\nconfirm "Disable SSH password authentication?" && { sed -i.bak "s/^#\\?PasswordAuthentication.*/PasswordAuthentication no/" /etc/ssh/sshd_config && sshd -t && systemctl reload ssh*; }',
    "ssh-maxauth": 'confirm "Set MaxAuthTries 3?" && { sed -i.bak "s/^#\\?MaxAuthTries.*/MaxAuthTries 3/" /etc/ssh/sshd_config && sshd -t && systemctl reload ssh*; }',
    "sudo-nopasswd": 'echo "Review manually with: sudo visudo -f <file>  (entry: {d})"',
    "sudo-noauth": 'echo "Review manually with: sudo visudo -f <file>  (entry: {d})"',
    "suid-unowned": 'echo "Unowned setuid/setgid file: {d} — investigate before changing (possible backdoor)."\nconfirm "Remove setuid/setgid bits from {d}?" && chmod ug-s "{d}"',
    "shadow-perms": 'confirm "chmod 640 /etc/shadow?" && chmod 640 /etc/shadow',
    "world-writable": 'confirm "Remove world-write from {d}?" && chmod o-w "{d}"',
    "uid0": 'echo "Extra UID 0 account: {d}. Treat as a possible compromise; do not just delete it."',
    "empty-password": 'confirm "Lock account {d} (empty password)?" && passwd -l "{d}"',
    "firewall-off": 'echo "Make sure SSH is allowed first: ufw allow OpenSSH"\nconfirm "Enable ufw with default deny incoming?" && { ufw allow OpenSSH && ufw default deny incoming && ufw --force enable; }',
    "auto-updates": 'confirm "Enable unattended security upgrades?" && dpkg-reconfigure -plow unattended-upgrades',
    "sysctl": 'echo "sysctl: {d}  -> add to /etc/sysctl.d/60-hardening.conf after review"',
    "listen-any": 'echo "Service listening on all interfaces: {d} — bind to 127.0.0.1 if it does not need to be public."',
}

print(HEADER)
for line in open(sys.argv[1]):
    if not line.startswith("FINDING|"):
        continue
    _, fid, sev, detail = line.rstrip("\n").split("|", 3)
    tpl = FIX.get(fid)
    if not tpl:
        continue
    print(f"\n# [{sev}] {fid}: {detail}")
    print(tpl.replace("{d}", detail.replace('"', '\\"')))
