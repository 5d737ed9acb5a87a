#!/usr/bin/env bash
# Configure OpenZeppelin remappings (+ vendored ERC20 patch) for a Foundry project.
set -euo pipefail
ROOT="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
[ -f foundry.toml ] || { echo "not a Foundry project" >&2; exit 1; }

if [ ! -d lib/openzeppelin-contracts ]; then
  forge install OpenZeppelin/openzeppelin-contracts@v5.0.2 --no-commit
fi

mkdir -p lib/openzeppelin-contracts-patched
cp -R "$HERE/vendor/openzeppelin-contracts-patched/." lib/openzeppelin-contracts-patched/

tmp="$(mktemp)"
{
  echo "@openzeppelin/contracts/token/ERC20/=lib/openzeppelin-contracts-patched/contracts/token/ERC20/"
  echo "@openzeppelin/contracts/=lib/openzeppelin-contracts/contracts/"
  echo "forge-std/=lib/forge-std/src/"
  [ -f remappings.txt ] && grep -v -E '^@openzeppelin/|^forge-std/' remappings.txt || true
} > "$tmp"
mv "$tmp" remappings.txt

mkdir -p .vscode
cat > .vscode/settings.json <<JSON
{
  "solidity.packageDefaultDependenciesContractsDirectory": "src",
  "solidity.packageDefaultDependenciesDirectory": "lib",
  "solidity.remappings": [$(sed 's/.*/"&"/' remappings.txt | paste -sd, -)]
}
JSON
forge build --quiet && echo "remappings OK"
