#!/usr/bin/env bash
set -euo pipefail
top="$(git rev-parse --show-toplevel)"
hooks="$(git rev-parse --git-path hooks)"
mkdir -p "$hooks"
hook="$hooks/pre-commit"

if [[ -f "$hook" ]] && ! grep -q 'precommit-secret-guard' "$hook"; then
  cp "$hook" "$hook.bak.$(date +%s)"
  mv "$hook" "$hook.chained"
fi

cat > "$hook" <<'HOOK'
#!/usr/bin/env bash
# precommit-secret-guard: block staged secrets with gitleaks
set -e
if ! command -v gitleaks >/dev/null 2>&1; then
  echo "precommit-secret-guard: gitleaks not installed; skipping (install: brew install gitleaks)" >&2
else
  gitleaks protect --staged --redact --no-banner || {
    echo "Commit blocked: possible secret in staged changes (see above)." >&2
    exit 1
  }
fi
here="$(dirname "$0")"
[ -x "$here/pre-commit.chained" ] && exec "$here/pre-commit.chained" "$@"
exit 0
HOOK
chmod +x "$hook"
echo "installed $hook for $(basename "$top")"
