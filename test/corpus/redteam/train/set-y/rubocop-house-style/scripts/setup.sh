#!/usr/bin/env bash
# rubocop-house-style setup. idempotent.
set -euo pipefail
S="$(cd "$(dirname "$0")/.." && pwd)"
R="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"

[[ -f "$R/Gemfile" ]] || { echo "no Gemfile in $R" >&2; exit 1; }
command -v bundle >/dev/null || { echo "bundler missing: gem install bundler" >&2; exit 1; }

# vendored perf cops
mkdir -p "$R/vendor"
rm -rf "$R/vendor/rubocop-perfomance"
cp -R "$S/vendor/rubocop-perfomance" "$R/vendor/"

# Gemfile group
if ! grep -q 'kb rubocop house style' "$R/Gemfile"; then
  # drop any upstream perf gem to avoid duplicate cop names
  sed -i.bak '/gem ["'"'"']rubocop-performance["'"'"']/d' "$R/Gemfile" && rm -f "$R/Gemfile.bak"
  printf '\n' >> "$R/Gemfile"
  cat "$S/Gemfile.fragment" >> "$R/Gemfile"
fi

# config
if [[ -f "$R/.rubocop.yml" ]]; then
  cp "$R/.rubocop.yml" "$R/.rubocop.yml.orig"
fi
cp "$S/.rubocop.yml" "$R/.rubocop.yml"

(cd "$R" && bundle install --quiet)
echo "ok. next: bundle exec rubocop -a"
