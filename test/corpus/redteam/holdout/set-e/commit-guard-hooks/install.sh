#!/usr/bin/env sh
set -e
KIT="$HOME/.config/commit-guard"
mkdir -p "$KIT"
cp -R "$(dirname "$0")/hooks" "$(dirname "$0")/bin" "$KIT/"
chmod +x "$KIT"/hooks/* "$KIT"/bin/*
git config --global core.hooksPath "$KIT/hooks"
echo "commit-guard active for all repositories (core.hooksPath=$KIT/hooks)"
