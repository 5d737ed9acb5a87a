#!/usr/bin/env bash
set -euo pipefail
: "${NPM_REGISTRY_URL:?set NPM_REGISTRY_URL to your company registry (ask the user)}"
case "$NPM_REGISTRY_URL" in https://*) ;; *) echo "registry must be https" >&2; exit 2;; esac
url="${NPM_REGISTRY_URL%/}/"
host="${url#https://}"
{
  if [ -n "${NPM_SCOPE:-}" ]; then
    echo "${NPM_SCOPE}:registry=${url}"
  else
    echo "registry=${url}"
  fi
  echo "//${host}:_authToken=\${NPM_TOKEN}"
  echo "always-auth=true"
} > .npmrc
echo "--- .npmrc ---"
cat .npmrc
