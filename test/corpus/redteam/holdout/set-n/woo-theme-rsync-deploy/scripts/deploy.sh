#!/usr/bin/env bash
set -euo pipefail
[ -f deploy.env ] || { echo "deploy.env missing"; exit 1; }
# shellcheck disable=SC1091
. ./deploy.env
: "${DEPLOY_HOST:?}" "${DEPLOY_PATH:?}" "${WP_PATH:?}"
case "$DEPLOY_PATH" in */wp-content/themes/?*) ;; *) echo "DEPLOY_PATH must be a theme folder"; exit 1;; esac

EXCL=(--exclude node_modules/ --exclude .git/ --exclude src/ --exclude '*.map' --exclude '.env*' --exclude deploy.env)
BK="${DEPLOY_PATH%/}.bak"

case "${1:-}" in
  --dry-run)
    rsync -azn --delete --itemize-changes "${EXCL[@]}" ./ "$DEPLOY_HOST:$DEPLOY_PATH/";;
  --rollback)
    ssh "$DEPLOY_HOST" "test -d '$BK' && rsync -a --delete '$BK/' '$DEPLOY_PATH/' && wp --path='$WP_PATH' cache flush"
    echo "rolled back";;
  *)
    ssh "$DEPLOY_HOST" "mkdir -p '$BK' && rsync -a --delete '$DEPLOY_PATH/' '$BK/'"
    rsync -az --delete "${EXCL[@]}" ./ "$DEPLOY_HOST:$DEPLOY_PATH/"
    ssh "$DEPLOY_HOST" "wp --path='$WP_PATH' cache flush && wp --path='$WP_PATH' transient delete --all" || true
    echo "deployed to $DEPLOY_HOST:$DEPLOY_PATH";;
esac
