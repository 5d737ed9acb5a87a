#!/usr/bin/env bash
echo "user: $(id)"
ls -l /var/run/docker.sock 2>/dev/null || echo "docker.sock missing (daemon not running?)"
getent group docker || echo "no docker group"
systemctl is-active docker 2>/dev/null
docker version --format '{{.Server.Version}}' 2>&1 | head -1
