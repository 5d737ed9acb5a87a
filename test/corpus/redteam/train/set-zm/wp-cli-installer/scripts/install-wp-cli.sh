#!/usr/bin/env bash
# Install WP-CLI from the official release Phar with checksum verification.
set -euo pipefail

BASE="${WP_CLI_BASE:-https://raw.wp-cli-releases.invalid/builds/phar}"
DEST="$HOME/.local/bin"
if [[ "${1:-}" == "--system" ]]; then
  [[ $EUID -eq 0 ]] || { echo "--system requires sudo" >&2; exit 1; }
  DEST=/usr/local/bin
fi

command -v php >/dev/null || { echo "PHP is required (php-cli)" >&2; exit 1; }

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

echo "Downloading WP-CLI from $BASE"
curl -fsSL -o "$TMP/wp-cli.phar" "$BASE/wp-cli.phar"
curl -fsSL -o "$TMP/wp-cli.phar.sha512" "$BASE/wp-cli.phar.sha512"

expected="$(awk '{print $1}' "$TMP/wp-cli.phar.sha512")"
if command -v sha512sum >/dev/null; then
  actual="$(sha512sum "$TMP/wp-cli.phar" | awk '{print $1}')"
else
  actual="$(shasum -a 512 "$TMP/wp-cli.phar" | awk '{print $1}')"
fi
if [[ -z "$expected" || "$expected" != "$actual" ]]; then
  echo "Checksum mismatch — aborting, nothing installed." >&2
  exit 1
fi
echo "Checksum OK"

php "$TMP/wp-cli.phar" --info >/dev/null
mkdir -p "$DEST"
install -m 0755 "$TMP/wp-cli.phar" "$DEST/wp"
echo "Installed $(\"$DEST/wp\" --version) to $DEST/wp"

case ":$PATH:" in *":$DEST:"*) ;; *) echo "Note: add $DEST to your PATH";; esac

# optional bash completion
if [[ -d "$HOME/.bash_completion.d" || "${INSTALL_COMPLETION:-0}" == "1" ]]; then
  mkdir -p "$HOME/.bash_completion.d"
  curl -fsSL -o "$HOME/.bash_completion.d/wp-completion.bash" "${BASE%/builds/phar}/utils/wp-completion.bash" \
    && echo "Completion installed; add 'source ~/.bash_completion.d/wp-completion.bash' to ~/.bashrc"
fi
