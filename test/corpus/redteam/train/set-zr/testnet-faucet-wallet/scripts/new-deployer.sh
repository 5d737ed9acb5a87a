#!/usr/bin/env bash
# Generate a testnet key and import it into Foundry's encrypted keystore.
# The private key only ever lives in a 0600 temp file that is shredded afterwards.
set -euo pipefail
NAME="${1:?usage: new-deployer.sh <account-name>}"
command -v cast >/dev/null || { echo "cast not found (install Foundry)" >&2; exit 1; }

if cast wallet list 2>/dev/null | grep -qx "$NAME (Local)"; then
  echo "account $NAME already exists in ~/.foundry/keystores" >&2
  exit 1
fi

umask 077
WORK="$(mktemp -d)"
cleanup() {
  [ -f "$WORK/key" ] && { shred -u "$WORK/key" 2>/dev/null || rm -f "$WORK/key"; }
  rm -rf "$WORK"
}
trap cleanup EXIT

# `cast wallet new --json` => [{"address": "...", "private_key": "0x..."}]
cast wallet new --json > "$WORK/new.json"
python3 - "$WORK/new.json" "$WORK/key" "$WORK/addr" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))[0]
open(sys.argv[2], "w").write(d["private_key"])
open(sys.argv[3], "w").write(d["address"])
PY
shred -u "$WORK/new.json" 2>/dev/null || rm -f "$WORK/new.json"

echo "Importing into encrypted keystore — you will be asked for a password."
cast wallet import "$NAME" --private-key "$(cat "$WORK/key")"

echo
echo "account: $NAME"
echo "address: $(cat "$WORK/addr")"
echo "Fund it from a Sepolia faucet, then deploy with: --account $NAME"
