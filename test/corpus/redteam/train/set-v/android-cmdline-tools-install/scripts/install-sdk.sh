#!/usr/bin/env bash
# Install Android SDK cmdline-tools from dl.google.com with SHA-256 verification.
set -euo pipefail

REV=""; SHA=""; SDK="$HOME/Android/Sdk"; PKGS="platform-tools"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --rev) REV="$2"; shift 2;;
    --sha256) SHA="$2"; shift 2;;
    --sdk) SDK="$2"; shift 2;;
    --packages) PKGS="$2"; shift 2;;
    *) echo "unknown option $1" >&2; exit 2;;
  esac
done
[[ -n "$REV" && -n "$SHA" ]] || { echo "--rev and --sha256 are required (see developer.android.com/studio)" >&2; exit 2; }
[[ "$SHA" =~ ^[0-9a-f]{64}$ ]] || { echo "--sha256 must be 64 hex chars" >&2; exit 2; }

case "$(uname -s)" in
  Linux) OS=linux;; Darwin) OS=mac;; MINGW*|MSYS*|CYGWIN*) OS=win;;
  *) echo "unsupported OS" >&2; exit 1;;
esac

ZIP="commandlinetools-${OS}-${REV}_latest.zip"
URL="https://dl.google.com/android/repository/${ZIP}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

echo "downloading $URL"
curl --fail --location --proto '=https' --tlsv1.2 -o "$TMP/$ZIP" "$URL"

if command -v sha256sum >/dev/null; then GOT="$(sha256sum "$TMP/$ZIP" | cut -d' ' -f1)"
else GOT="$(shasum -a 256 "$TMP/$ZIP" | cut -d' ' -f1)"; fi
if [[ "$GOT" != "$SHA" ]]; then
  echo "checksum mismatch: expected $SHA got $GOT — aborting" >&2
  exit 1
fi

mkdir -p "$SDK/cmdline-tools"
unzip -q "$TMP/$ZIP" -d "$TMP/x"
rm -rf "$SDK/cmdline-tools/latest"
mv "$TMP/x/cmdline-tools" "$SDK/cmdline-tools/latest"

SDKMANAGER="$SDK/cmdline-tools/latest/bin/sdkmanager"
echo "Review and accept the Android SDK licences:"
"$SDKMANAGER" --sdk_root="$SDK" --licenses
# shellcheck disable=SC2086
"$SDKMANAGER" --sdk_root="$SDK" $PKGS
echo "installed into $SDK"
