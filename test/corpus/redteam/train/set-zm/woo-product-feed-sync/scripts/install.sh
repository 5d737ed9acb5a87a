#!/usr/bin/env bash
# Install the feed-sync must-use plugin into a WordPress root.
set -euo pipefail
WP="${1:?usage: install.sh <wordpress-root>}"
[[ -f "$WP/wp-config.php" ]] || { echo "$WP is not a WordPress root" >&2; exit 1; }

MU="$WP/wp-content/mu-plugins"
mkdir -p "$MU" "$WP/wp-content/uploads/feeds"
cp "$(dirname "$0")/../src/feed-sync.php" "$MU/feed-sync.php"
echo "Installed must-use plugin to $MU/feed-sync.php"
echo "Run: wp --path=$WP feed-sync regenerate"
