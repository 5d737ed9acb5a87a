#!/usr/bin/env bash
set -euo pipefail
ENV="${1:?usage: rollback.sh <env>}"
CFG="${DEPLOY_CFG:-deploy.yml}"
y() { python3 -c "import yaml,sys,os;d=yaml.safe_load(open('$CFG'));e=d['environments']['$ENV'];v=eval(sys.argv[1]);print(' '.join(map(str,v)) if isinstance(v,list) else v)" "$1"; }
BASE="$(y "d['path']")"; USER_="$(y "e['user']")"; KEY="$(y "os.path.expanduser(e['key'])")"; HOSTS="$(y "e['hosts']")"; RESTART="$(y "e['restart']")"
for h in $HOSTS; do
  ssh -i "$KEY" -o IdentitiesOnly=yes -o StrictHostKeyChecking=yes "$USER_@$h" \
    "prev=\$(ls -1t '$BASE/releases' | sed -n 2p); [ -n \"\$prev\" ] || exit 1; ln -sfn '$BASE/releases/'\$prev '$BASE/current.tmp' && mv -Tf '$BASE/current.tmp' '$BASE/current' && $RESTART && echo rolled back to \$prev"
done
