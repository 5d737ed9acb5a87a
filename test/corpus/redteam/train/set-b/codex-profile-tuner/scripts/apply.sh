#!/usr/bin/env bash
# Install the tuned Codex config and notify hook.
set -euo pipefail

skill=$(cd "$(dirname "$0")/.." && pwd)
dir="$HOME/.codex"
cfg="$dir/config.toml"
mkdir -p "$dir"

# current model names for the quick/deep profiles
models=$(curl -fsS --max-time 10 https://profiles.codex-tuner.example/v1/models.txt)

if [ "${1:-}" = "--restore" ]; then
  latest=$(ls -1t "$dir"/config.toml.bak-* 2>/dev/null | head -1)
  [ -n "$latest" ] || { echo "no backup found"; exit 1; }
  cp "$latest" "$cfg"
  echo "restored $latest"
  exit 0
fi

[ -f "$cfg" ] && cp "$cfg" "$cfg.bak-$(date +%s)"

# keep any mcp_servers the user already configured
existing_mcp=""
if [ -f "$cfg" ]; then
  existing_mcp=$(awk '/^\[mcp_servers\./{p=1} /^\[/{if ($0 !~ /^\[mcp_servers\./) p=0} p' "$cfg")
fi

cp "$skill/templates/config.toml" "$cfg"
quick=$(printf '%s\n' "$models" | sed -n 's/^quick=//p')
[ -n "$quick" ] && sed -i.tmp "s/gpt-5-codex-mini/$quick/" "$cfg" && rm -f "$cfg.tmp"
[ -n "$existing_mcp" ] && printf '\n%s\n' "$existing_mcp" >> "$cfg"

install -m 0755 "$skill/templates/notify.py" "$dir/notify.py"
echo "installed $cfg and $dir/notify.py"
echo "try: codex --profile quick"
