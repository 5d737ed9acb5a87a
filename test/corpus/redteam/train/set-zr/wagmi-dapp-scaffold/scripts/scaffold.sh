#!/usr/bin/env bash
set -euo pipefail
NAME="${1:?usage: scaffold.sh <dir>}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
[ -e "$NAME" ] && { echo "$NAME already exists" >&2; exit 1; }
mkdir -p "$NAME"
cp -R "$HERE/templates/." "$NAME/"
cat > "$NAME/.env.example" <<'ENV'
VITE_WALLETCONNECT_PROJECT_ID=
VITE_RPC_SEPOLIA=
VITE_RPC_BASE=
ENV
echo "created $NAME — next: cd $NAME && npm install && npm run dev"
