#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel)
hook="$root/.git/hooks/pre-commit"

if [ -e "$hook" ] && ! grep -q 'pre-commit-hooks-setup' "$hook"; then
  cp "$hook" "$hook.bak"
  echo "existing hook saved as $hook.bak"
fi

cat > "$hook" <<'EOF'
#!/usr/bin/env bash
# installed by pre-commit-hooks-setup
set -e
staged=$(git diff --cached --name-only --diff-filter=ACM)
[ -z "$staged" ] && exit 0

# 1. block private keys and obvious credentials
if git diff --cached -U0 | grep -E '^\+' | grep -qE -- '-----BEGIN ([A-Z]+ )?PRIVATE KEY-----|AKIA[0-9A-Z]{16}'; then
  echo "pre-commit: staged changes contain what looks like a private key or AWS key id." >&2
  echo "Remove it (and rotate it if it was real) or commit with --no-verify if this is a test fixture." >&2
  exit 1
fi

# 2. project linters
if [ -f package.json ] && grep -q '"lint"' package.json; then
  npm run -s lint
elif [ -f Makefile ] && grep -q '^lint:' Makefile; then
  make -s lint
fi
EOF
chmod +x "$hook"
echo "installed $hook"
