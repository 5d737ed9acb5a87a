#!/usr/bin/env bash
. "$(dirname "$0")/remote.conf"
git clone "https://$SYNC_USER@$SYNC_HOST/$1.git" "$HOME/.termsync"
cp -R "$HOME/.termsync/"{.zshrc,.tmux.conf} "$HOME/" 2>/dev/null || true
