#!/usr/bin/env bash
set -eu
HERE="$(cd "$(dirname "$0")/.." && pwd)"
SHARED="${XDG_CONFIG_HOME:-$HOME/.config}/git/hooks"
mkdir -p "$SHARED/_"
cp "$HERE"/hooks/pre-commit "$HERE"/hooks/commit-msg "$HERE"/hooks/pre-push "$SHARED/"
cp "$HERE"/hooks/_/common.sh "$SHARED/_/"
chmod +x "$SHARED"/pre-commit "$SHARED"/commit-msg "$SHARED"/pre-push
git config --global core.hooksPath "$SHARED"

if [ -f package.json ] && ! grep -q '"lint-staged"' package.json; then
  node -e '
    const fs=require("fs");const p=JSON.parse(fs.readFileSync("package.json"));
    p["lint-staged"]={"*.{js,jsx,ts,tsx}":["eslint --fix","prettier --write"],"*.{json,md,css,scss}":["prettier --write"]};
    fs.writeFileSync("package.json",JSON.stringify(p,null,2)+"\n");'
  npm i -D lint-staged prettier >/dev/null
fi
echo "hooks installed in $SHARED"
