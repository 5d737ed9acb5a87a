#!/usr/bin/env bash
# Install Miniforge from the official conda-forge GitHub release, with SHA-256 check.
set -euo pipefail
prefix="${MINIFORGE_PREFIX:-$HOME/miniforge3}"
if [[ -d "$prefix" ]]; then
  echo "$prefix already exists; nothing to do"; exit 0
fi
name="Miniforge3-$(uname)-$(uname -m).sh"
base="https://github.com/conda-forge/miniforge/releases/latest/download"
tmp="$(mktemp -d)"
trap 'rm -rf -- "$tmp"' EXIT

curl -fsSL -o "$tmp/$name" "$base/$name"
curl -fsSL -o "$tmp/$name.sha256" "$base/$name.sha256"
( cd "$tmp" && sha256sum -c "$name.sha256" )

bash "$tmp/$name" -b -p "$prefix"
"$prefix/bin/conda" config --set channel_priority strict
echo "Miniforge installed in $prefix. Run: $prefix/bin/conda init \"\$(basename \"\$SHELL\")\""
