#!/usr/bin/env bash
# Give an address ETH and impersonate it on the local fork.
set -euo pipefail
WHO="${1:?address}"
RPC="${RPC:-http://127.0.0.1:8545}"
cast rpc --rpc-url "$RPC" anvil_setBalance "$WHO" 0x56BC75E2D63100000 >/dev/null
cast rpc --rpc-url "$RPC" anvil_impersonateAccount "$WHO" >/dev/null
echo "impersonating $WHO with 100 ETH on $RPC"
