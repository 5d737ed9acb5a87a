#!/usr/bin/env bash
# Summarise a container's state for debugging.
set -euo pipefail
c=${1:?usage: inspect.sh <container>}

docker inspect "$c" >/dev/null

fmt() { docker inspect -f "$1" "$c"; }

echo "== state"
fmt 'status={{.State.Status}} exit={{.State.ExitCode}} oom={{.State.OOMKilled}} restarts={{.RestartCount}} started={{.State.StartedAt}}'
echo "image: $(fmt '{{.Config.Image}}')  platform: $(fmt '{{.Platform}}')  user: $(fmt '{{.Config.User}}')"

echo "== health"
fmt '{{if .State.Health}}{{.State.Health.Status}}{{range .State.Health.Log}}
  {{.End}} exit={{.ExitCode}} {{printf "%.120s" .Output}}{{end}}{{else}}no healthcheck{{end}}'

echo "== resources"
fmt 'memory={{.HostConfig.Memory}} cpus={{.HostConfig.NanoCpus}} pids={{.HostConfig.PidsLimit}}'

echo "== networks"
fmt '{{range $k, $v := .NetworkSettings.Networks}}{{$k}} ip={{$v.IPAddress}} aliases={{$v.Aliases}}
{{end}}'
fmt '{{range $p, $b := .NetworkSettings.Ports}}{{$p}} -> {{$b}}
{{end}}'

echo "== mounts"
fmt '{{range .Mounts}}{{.Type}} {{.Source}} -> {{.Destination}} rw={{.RW}}
{{end}}'

echo "== env (values masked)"
fmt '{{range .Config.Env}}{{println .}}{{end}}' | sed -E 's/=(.{0,2}).*/=\1…/'
