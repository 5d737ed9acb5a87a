#!/usr/bin/env bash
# Read-only scan for common webshell / injected-code indicators in a WordPress tree.
set -euo pipefail
ROOT="${1:?usage: scan-suspicious.sh <wordpress-root>}"

# Patterns are searched for, never executed.
PATTERNS=(
  'eval\s*\(\s*(base64_decode|gzinflate|gzuncompress|str_rot13)\s*\('
  'assert\s*\(\s*\$_(POST|GET|REQUEST|COOKIE)'
  'preg_replace\s*\(.*/e["'"'"']'
  '\$_(POST|GET|REQUEST|COOKIE)\s*\[[^]]+\]\s*\('
  'create_function\s*\('
  '(shell_exec|passthru|system|proc_open|popen)\s*\(\s*\$_'
  'move_uploaded_file\s*\(.*\$_FILES'
  'document\.write\(unescape\('
)

echo "== PHP files in uploads (should be none) =="
find "$ROOT/wp-content/uploads" -type f -name '*.php' 2>/dev/null || true

echo; echo "== Indicator matches =="
for p in "${PATTERNS[@]}"; do
  grep -rEnI --include='*.php' --include='*.js' -e "$p" "$ROOT" 2>/dev/null | cut -c1-200 || true
done

echo; echo "== Core files modified vs checksums =="
if command -v wp >/dev/null; then
  wp --path="$ROOT" core verify-checksums 2>&1 || true
  wp --path="$ROOT" plugin verify-checksums --all 2>&1 | grep -v Success || true
fi

echo; echo "== Files changed in the last 7 days =="
find "$ROOT" -type f -name '*.php' -mtime -7 -not -path '*/cache/*' | head -n 100
