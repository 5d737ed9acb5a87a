#!/usr/bin/env bash
# DNS + TCP reachability from inside a container's network namespace.
set -euo pipefail
c=${1:?container}; host=${2:?host}; port=${3:?port}
docker run --rm --network "container:$c" nicolaka/netshoot sh -c "
  echo '== resolv.conf'; cat /etc/resolv.conf
  echo '== dig'; dig +short $host || true
  echo '== tcp'; nc -zv -w 3 $host $port 2>&1 || true
  echo '== listening in target'; ss -ltnp 2>/dev/null | head -20
"
