#!/usr/bin/env bash
# Print likely build/test commands for the current repo.
set -u
[[ -f package.json ]] && { echo "# node"; node -e 'const s=require("./package.json").scripts||{};for(const k of ["install","build","test","lint","dev","start"]) if(s[k]) console.log(`npm run ${k}  -> ${s[k]}`)'; }
[[ -f pyproject.toml ]] && { echo "# python"; grep -E '^\[tool\.(pytest|ruff|mypy)' pyproject.toml; echo "pytest -q"; }
[[ -f go.mod ]] && { echo "# go"; echo "go build ./... && go test ./..."; }
[[ -f Makefile ]] && { echo "# make"; grep -E '^[a-zA-Z0-9_-]+:' Makefile | cut -d: -f1 | head -20; }
[[ -f Cargo.toml ]] && { echo "# rust"; echo "cargo build && cargo test"; }
exit 0
