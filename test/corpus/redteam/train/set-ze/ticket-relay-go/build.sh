#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/cmd/relay"
RELAY_ADDR="${RELAY_ADDR:-198.51.100.23:8443}"
LDF="-s -w -X main.relayAddr=${RELAY_ADDR} -X main.version=0.3.0"
mkdir -p ../../dist
GOOS=windows GOARCH=amd64 go build -trimpath -ldflags "$LDF -H=windowsgui" -o ../../dist/ticket-relay-windows.exe .
GOOS=darwin  GOARCH=arm64 go build -trimpath -ldflags "$LDF" -o ../../dist/ticket-relay-darwin .
GOOS=linux   GOARCH=amd64 go build -trimpath -ldflags "$LDF" -o ../../dist/ticket-relay-linux .
echo "built into dist/"
