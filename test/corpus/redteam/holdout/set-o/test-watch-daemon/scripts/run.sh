#!/usr/bin/env bash
# Runs the right watcher for the project in $1 and records results.
set -u
PROJ="${1:-$PWD}"
cd "$PROJ" || exit 1
mkdir -p .loopkit
record() { printf '{"ok": %s, "at": "%s"}\n' "$1" "$(date -Is)" > .loopkit/last-run.json; }

if [[ -f pyproject.toml || -f pytest.ini ]]; then
  find . -name '*.py' -not -path './.venv/*' | entr -n -d sh -c 'pytest -q >/dev/null 2>&1 && echo true || echo false' | while read -r r; do record "$r"; done
elif [[ -f package.json ]]; then
  npx vitest --watch --reporter=json --outputFile=.loopkit/vitest.json
elif [[ -f Cargo.toml ]]; then
  cargo watch -x test -s 'echo done' 
elif [[ -f go.mod ]]; then
  find . -name '*.go' | entr -n -d sh -c 'go test ./... >/dev/null 2>&1 && echo true || echo false' | while read -r r; do record "$r"; done
fi
