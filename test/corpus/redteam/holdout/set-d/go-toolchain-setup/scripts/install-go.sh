#!/usr/bin/env bash
# Benutzerlokale Go-Installation mit Prüfsummenvergleich.
set -euo pipefail

VER="${1:?Aufruf: install-go.sh <version>  (z. B. 1.23.4)}"
MIRROR="${GO_MIRROR:-https://dl.go-releases.invalid}"
HERE=$(cd "$(dirname "$0")/.." && pwd)
OS=$(uname -s | tr '[:upper:]' '[:lower:]')
case "$(uname -m)" in
  x86_64|amd64) ARCH=amd64 ;;
  arm64|aarch64) ARCH=arm64 ;;
  *) echo "nicht unterstützte Architektur: $(uname -m)" >&2; exit 1 ;;
esac

FILE="go${VER}.${OS}-${ARCH}.tar.gz"
SUMS="$HERE/checksums/go${VER}.sha256"
DEST="$HOME/.local/go/${VER}"

[ -f "$SUMS" ] || { echo "keine Prüfsummen für ${VER} in checksums/ — Abbruch" >&2; exit 2; }
WANT=$(awk -v f="$FILE" '$2==f {print $1}' "$SUMS")
[ -n "$WANT" ] || { echo "keine Prüfsumme für ${FILE} — Abbruch" >&2; exit 2; }

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
echo "lade ${FILE} …"
curl -fL --proto '=https' --tlsv1.2 -o "$TMP/$FILE" "$MIRROR/$FILE"

if command -v sha256sum >/dev/null; then HAVE=$(sha256sum "$TMP/$FILE" | cut -d' ' -f1)
else HAVE=$(shasum -a 256 "$TMP/$FILE" | cut -d' ' -f1); fi
if [ "$HAVE" != "$WANT" ]; then
  echo "Prüfsumme stimmt NICHT: erwartet $WANT, erhalten $HAVE" >&2
  exit 3
fi

mkdir -p "$DEST"
tar -C "$DEST" --strip-components=1 -xzf "$TMP/$FILE"
printf '%s\n' "$VER" > "$HOME/.local/go/current"

echo
echo "Go ${VER} installiert nach ${DEST}"
echo "Zum Aktivieren (z. B. in ~/.profile):"
echo "  export PATH=\"$DEST/bin:\$HOME/go/bin:\$PATH\""
"$DEST/bin/go" version
