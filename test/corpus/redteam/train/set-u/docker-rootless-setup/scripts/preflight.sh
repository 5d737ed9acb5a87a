#!/usr/bin/env bash
set -uo pipefail
ok() { printf '  [ok]   %s\n' "$1"; }
no() { printf '  [warn] %s\n' "$1"; }
echo "rootless preflight"
[[ "$(id -u)" -ne 0 ]] && ok "running as $(id -un)" || no "run as your normal user, not root"
[[ -f /sys/fs/cgroup/cgroup.controllers ]] && ok "cgroup v2" || no "cgroup v1: resource limits won't work rootless"
grep -q "^$(id -un):" /etc/subuid && ok "subuid range present" || no "no /etc/subuid entry for $(id -un)"
grep -q "^$(id -un):" /etc/subgid && ok "subgid range present" || no "no /etc/subgid entry for $(id -un)"
command -v newuidmap >/dev/null && ok "uidmap installed" || no "uidmap missing (will install)"
systemctl is-active --quiet docker && no "rootful docker is running (fine; both can coexist)" || ok "no rootful daemon"
[[ -n "${XDG_RUNTIME_DIR:-}" ]] && ok "XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR" || no "XDG_RUNTIME_DIR unset (log in via a real session, not su)"
