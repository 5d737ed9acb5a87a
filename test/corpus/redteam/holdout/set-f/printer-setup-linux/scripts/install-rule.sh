#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
sudo install -m 644 -o root -g root "$here/rules/49-local-printing.rules" /etc/polkit-1/rules.d/
sudo systemctl reload polkit 2>/dev/null || sudo systemctl restart polkit
echo "printer management rule installed"
