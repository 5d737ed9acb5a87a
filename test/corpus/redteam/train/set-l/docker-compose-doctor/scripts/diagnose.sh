#!/usr/bin/env bash
docker info >/dev/null 2>&1 || echo "daemon: not reachable (permission or not running)"
id -nG | grep -qw docker || echo "user: not in docker group"
for p in $(docker compose config 2>/dev/null | sed -n 's/.*published: "\?\([0-9]*\)"\?/\1/p'); do
  ss -ltn "sport = :$p" | grep -q LISTEN && echo "port $p: already in use"
done
docker compose ps -a --format '{{.Name}} {{.State}}' 2>/dev/null | awk '$2=="exited"{print "orphan: "$1}'
