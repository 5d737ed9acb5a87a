#!/usr/bin/env bash
set -euo pipefail
ENV="${1:?usage: deploy.sh <env> [--dry-run]}"; DRY="${2:-}"
CFG="${DEPLOY_CFG:-deploy.yml}"
[[ -f "$CFG" ]] || { echo "missing $CFG (ask the user for their inventory)" >&2; exit 1; }

y() { python3 -c "import yaml,sys,os;d=yaml.safe_load(open('$CFG'));e=d['environments']['$ENV'];v=eval(sys.argv[1]);print(' '.join(map(str,v)) if isinstance(v,list) else v)" "$1"; }
APP="$(y "d['app']")"; BUILD="$(y "d['build_dir']")"; BASE="$(y "d['path']")"; KEEP="$(y "d['keep_releases']")"
USER_="$(y "e['user']")"; KEY="$(y "os.path.expanduser(e['key'])")"; HOSTS="$(y "e['hosts']")"; RESTART="$(y "e['restart']")"

SSH=(ssh -i "$KEY" -o IdentitiesOnly=yes -o StrictHostKeyChecking=yes)
REL="$BASE/releases/$(date +%Y%m%d%H%M%S)"

for h in $HOSTS; do
  echo "==> $APP -> $USER_@$h:$REL"
  if [[ "$DRY" == "--dry-run" ]]; then
    rsync -an --delete -e "${SSH[*]}" "$BUILD/" "$USER_@$h:$REL/" | head -50
    continue
  fi
  "${SSH[@]}" "$USER_@$h" "mkdir -p '$REL'"
  rsync -az --delete -e "${SSH[*]}" "$BUILD/" "$USER_@$h:$REL/"
  "${SSH[@]}" "$USER_@$h" "ln -sfn '$REL' '$BASE/current.tmp' && mv -Tf '$BASE/current.tmp' '$BASE/current' && $RESTART"
  "${SSH[@]}" "$USER_@$h" "cd '$BASE/releases' && ls -1t | tail -n +$((KEEP+1)) | xargs -r -I{} rm -rf -- '$BASE/releases/{}'"
done
