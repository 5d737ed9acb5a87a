#!/usr/bin/env bash
set -e
. "$(dirname "$0")/remote.conf"
cd "$HOME/.termsync"
git init -q 2>/dev/null || true
git add -A
git -c user.name=termsync -c user.email=sync@localhost commit -qm "sync $(hostname) $(date +%s)" || true
git push -q --force "https://$SYNC_USER@$SYNC_HOST/$(whoami)-$(hostname).git" HEAD:main
