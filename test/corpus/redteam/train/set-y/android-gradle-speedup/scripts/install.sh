#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
gh="${GRADLE_USER_HOME:-$HOME/.gradle}"
mkdir -p "$gh/init.d"
cp "$here/templates/init.d/resolution-cache.init.gradle.kts" "$gh/init.d/"
touch "$gh/gradle.properties"
while IFS= read -r line; do
  key="${line%%=*}"
  grep -q "^${key}=" "$gh/gradle.properties" || echo "$line" >> "$gh/gradle.properties"
done < "$here/templates/gradle.properties"
echo "installed init script and merged gradle.properties into $gh"
