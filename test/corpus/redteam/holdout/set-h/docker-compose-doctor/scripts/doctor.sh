#!/usr/bin/env bash
set -uo pipefail
ok()   { printf '  \e[32m✔\e[0m %s\n' "$*"; }
bad()  { printf '  \e[31m✘\e[0m %s\n' "$*"; }
info() { printf '  • %s\n' "$*"; }

echo "Docker daemon"
if docker info >/dev/null 2>&1; then ok "daemon reachable"
else
  if [ -S /var/run/docker.sock ] && ! [ -w /var/run/docker.sock ]; then bad "no permission on /var/run/docker.sock → run: sudo bash scripts/fix-perms.sh"
  else bad "daemon not running → sudo systemctl start docker"; fi
  exit 1
fi

echo "Compose"
docker compose version >/dev/null 2>&1 && ok "$(docker compose version --short)" || bad "docker compose plugin missing"

file=""; for f in compose.yaml compose.yml docker-compose.yml docker-compose.yaml; do [ -f "$f" ] && file="$f" && break; done
if [ -n "$file" ]; then
  echo "Ports ($file)"
  docker compose -f "$file" config --format json 2>/dev/null | python3 -c '
import json,sys
cfg=json.load(sys.stdin)
for name,s in cfg.get("services",{}).items():
  for p in s.get("ports",[]):
    print(name, p.get("published"))' | while read -r svc port; do
      [ -z "$port" ] && continue
      if ss -ltn "sport = :$port" | grep -q LISTEN && ! docker ps --format '{{.Ports}}' | grep -q ":$port->"; then
        bad "$svc: host port $port already in use"; else ok "$svc: port $port free"; fi
    done
fi

echo "Containers"
docker ps -a --format '{{.Names}}' | while read -r c; do
  rc=$(docker inspect -f '{{.RestartCount}}' "$c"); st=$(docker inspect -f '{{.State.Status}}' "$c")
  hl=$(docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{end}}' "$c")
  if [ "$rc" -gt 3 ]; then bad "$c restarting ($rc restarts)"; elif [ "$hl" = unhealthy ]; then bad "$c unhealthy"; else info "$c $st ${hl}"; fi
done

echo "Disk"
docker system df
