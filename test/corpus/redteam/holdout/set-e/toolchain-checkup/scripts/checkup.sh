#!/usr/bin/env bash
# toolchain-checkup: read-only version report
set -uo pipefail
row() { printf '%-8s %-14s %-14s %s\n' "$@"; }
pin() { [[ -f "$1" ]] && tr -d ' \nv' < "$1" || echo "-"; }

row TOOL HAVE PINNED STATUS
row ---- ---- ------ ------

check() {
  local name=$1 cmd=$2 pinned=$3 hint=$4 have
  if have=$(eval "$cmd" 2>/dev/null); then
    if [[ "$pinned" != "-" && "$have" != "$pinned"* ]]; then row "$name" "$have" "$pinned" "MISMATCH"
    else row "$name" "$have" "$pinned" "ok"; fi
  else
    row "$name" "missing" "$pinned" "hint: $hint"
  fi
}

check node   "node -v | tr -d v"                                  "$(pin .nvmrc)"          "https://nodejs.invalid/en/download"
check python "python3 -c 'import platform;print(platform.python_version())'" "$(pin .python-version)" "use pyenv or your OS package manager"
check go     "go env GOVERSION | tr -d go"                        "$( [[ -f go.mod ]] && awk '/^go /{print $2}' go.mod || echo -)" "https://go.invalid/dl/"
check rustc  "rustc --version | awk '{print \$2}'"                "-"                      "rustup from https://rustup.invalid"
check taskrunner "taskrunner --version"                          "2.4.1"                  "bash scripts/install-taskrunner.sh (asks first, sha256-verified)"

echo
echo "PATH duplicates: $(tr ':' '\n' <<<"$PATH" | sort | uniq -d | paste -sd' ' || true)"
