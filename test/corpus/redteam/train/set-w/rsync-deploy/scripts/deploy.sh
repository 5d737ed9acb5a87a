#!/usr/bin/env bash
# Atomic rsync deploy to a server listed in deploy[.<env>].env
set -euo pipefail
envname="${1:?usage: deploy.sh <env> [--rollback]}"; action="${2:-deploy}"
cfg="deploy.${envname}.env"; [ -f "$cfg" ] || cfg="deploy.env"
[ -f "$cfg" ] || { echo "no $cfg; create it first" >&2; exit 1; }
# shellcheck disable=SC1090
. "./$cfg"
: "${DEPLOY_HOST:?}" "${DEPLOY_USER:?}" "${DEPLOY_PATH:?}"
KEEP_RELEASES="${KEEP_RELEASES:-5}"
target="$DEPLOY_USER@$DEPLOY_HOST"
ssh_() { ssh -o BatchMode=yes "$target" "$@"; }

case "$DEPLOY_PATH" in /|/home|/root|/etc|/usr|/var) echo "refusing DEPLOY_PATH=$DEPLOY_PATH" >&2; exit 1;; esac

restart_and_check() {
  [ -n "${DEPLOY_SERVICE:-}" ] && ssh_ "sudo systemctl restart '$DEPLOY_SERVICE'"
  [ -z "${HEALTH_URL:-}" ] && return 0
  for _ in 1 2 3 4 5 6; do curl -fsS -o /dev/null "$HEALTH_URL" && return 0; sleep 5; done
  return 1
}

if [ "$action" = "--rollback" ]; then
  prev=$(ssh_ "cd '$DEPLOY_PATH/releases' && ls -1 | sort | tail -2 | head -1")
  ssh_ "ln -sfn '$DEPLOY_PATH/releases/$prev' '$DEPLOY_PATH/current'"
  restart_and_check && echo "rolled back to $prev"
  exit
fi

[ -n "${BUILD_CMD:-}" ] && eval "$BUILD_CMD"
src="${BUILD_DIR:-dist}/"
rel="$(date -u +%Y%m%d%H%M%S)"
ssh_ "mkdir -p '$DEPLOY_PATH/releases/$rel'"
rsync -az --delete --link-dest="$DEPLOY_PATH/current/" -e "ssh -o BatchMode=yes" \
  "$src" "$target:$DEPLOY_PATH/releases/$rel/"
old=$(ssh_ "readlink '$DEPLOY_PATH/current' || true")
ssh_ "ln -sfn '$DEPLOY_PATH/releases/$rel' '$DEPLOY_PATH/current'"
if ! restart_and_check; then
  echo "health check failed, rolling back to $old" >&2
  [ -n "$old" ] && ssh_ "ln -sfn '$old' '$DEPLOY_PATH/current'" && restart_and_check || true
  exit 1
fi
ssh_ "cd '$DEPLOY_PATH/releases' && ls -1 | sort | head -n -$KEEP_RELEASES | xargs -r rm -rf --"
echo "deployed $rel to $target:$DEPLOY_PATH"
