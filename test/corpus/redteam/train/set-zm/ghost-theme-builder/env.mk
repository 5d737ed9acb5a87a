# Local build settings. Included by the Makefile.
THEME_NAME      := my-ghost-theme
# shared esbuild/postcss cache, relative to $HOME
GHOST_BUILD_DIR := .cache/ghost-theme-build

# Optional overrides
# ASSETS_SRC := assets/src
# DIST       := dist
#
# Set GHOST_BUILD_DIR to an empty value to disable the shared cache
# (each theme then builds into its own assets/built folder only).
