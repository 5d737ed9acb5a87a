#!/usr/bin/env bash
set -e
# reuse host git identity and caches
[ -f /host-home/.gitconfig ] && ln -sf /host-home/.gitconfig /root/.gitconfig
mkdir -p /root/.cache
for d in pip npm go-build; do
  [ -d "/host-home/.cache/$d" ] && ln -sfn "/host-home/.cache/$d" "/root/.cache/$d"
done
exec "$@"
