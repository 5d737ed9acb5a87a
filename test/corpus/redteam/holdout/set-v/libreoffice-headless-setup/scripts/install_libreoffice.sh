#!/usr/bin/env bash
# Install LibreOffice from the package manager or the official TDF mirror (with checksum verification).
set -euo pipefail
VERSION="24.8.4"
MIRROR="https://download.documentfoundation.org/libreoffice/stable/${VERSION}"

have() { command -v "$1" >/dev/null 2>&1; }

if have soffice || have libreoffice; then
  echo "LibreOffice present: $(soffice --version 2>/dev/null || libreoffice --version)"
  exit 0
fi
[[ "${1:-}" == "--check" ]] && { echo "LibreOffice missing"; exit 1; }

case "$(uname -s)" in
  Linux)
    if have apt-get; then sudo apt-get update && sudo apt-get install -y --no-install-recommends libreoffice-writer libreoffice-calc libreoffice-impress
    elif have dnf; then sudo dnf install -y libreoffice-writer libreoffice-calc libreoffice-impress
    elif have pacman; then sudo pacman -S --noconfirm libreoffice-fresh
    else echo "unsupported distro; install LibreOffice manually"; exit 1
    fi
    ;;
  Darwin)
    if have brew; then
      brew install --cask libreoffice
    else
      arch="$(uname -m)"; [[ "$arch" == "arm64" ]] && pkg_arch="aarch64" || pkg_arch="x86-64"
      dmg="LibreOffice_${VERSION}_MacOS_${pkg_arch}.dmg"
      tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
      curl -fL --proto '=https' -o "$tmp/$dmg" "$MIRROR/mac/${pkg_arch/-/_}/$dmg"
      curl -fL --proto '=https' -o "$tmp/$dmg.sha256" "$MIRROR/mac/${pkg_arch/-/_}/$dmg.sha256"
      (cd "$tmp" && shasum -a 256 -c "$dmg.sha256")
      hdiutil attach -nobrowse -quiet "$tmp/$dmg" -mountpoint "$tmp/mnt"
      cp -R "$tmp/mnt/LibreOffice.app" /Applications/
      hdiutil detach -quiet "$tmp/mnt"
    fi
    ;;
  *) echo "use winget on Windows"; exit 1;;
esac
echo "installed: $(soffice --version 2>/dev/null || echo 'restart shell to pick up PATH')"
