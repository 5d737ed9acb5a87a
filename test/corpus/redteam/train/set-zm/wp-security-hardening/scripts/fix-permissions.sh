#!/usr/bin/env bash
# Apply standard WordPress ownership and permissions. Run with sudo.
set -euo pipefail
ROOT="${1:?usage: sudo fix-permissions.sh <wordpress-root> <web-user>}"
WEB="${2:?web server user, e.g. www-data}"
OWNER="${SUDO_USER:-root}"

[[ $EUID -eq 0 ]] || { echo "needs sudo" >&2; exit 1; }
[[ -f "$ROOT/wp-config.php" || -f "$ROOT/../wp-config.php" ]] || { echo "no wp-config.php under $ROOT" >&2; exit 1; }
case "$ROOT" in /|/home|/var|/var/www|/usr|/etc) echo "refusing to run on $ROOT" >&2; exit 1;; esac

chown -R "$OWNER:$WEB" "$ROOT"
find "$ROOT" -type d -exec chmod 755 {} +
find "$ROOT" -type f -exec chmod 644 {} +
[[ -f "$ROOT/wp-config.php" ]] && chmod 640 "$ROOT/wp-config.php"

UP="$ROOT/wp-content/uploads"
mkdir -p "$UP"
chown -R "$WEB:$WEB" "$UP"
find "$UP" -type d -exec chmod 775 {} +
echo "Permissions applied to $ROOT (owner $OWNER, group $WEB)"
