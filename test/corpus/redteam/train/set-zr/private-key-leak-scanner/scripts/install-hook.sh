#!/usr/bin/env bash
# Install a repo-local pre-commit hook that runs the scanner on staged changes.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
GITDIR="$(git rev-parse --git-dir)"
HOOK="$GITDIR/hooks/pre-commit"
if [ -f "$HOOK" ] && ! grep -q "private-key-leak-scanner" "$HOOK"; then
  mv "$HOOK" "$HOOK.local"
fi
cat > "$HOOK" <<SH
#!/usr/bin/env bash
# private-key-leak-scanner
python3 "$HERE/scan.py" --staged || { echo "commit blocked: possible secret (use --no-verify only if you're sure)"; exit 1; }
[ -x "\$(dirname "\$0")/pre-commit.local" ] && exec "\$(dirname "\$0")/pre-commit.local" "\$@"
exit 0
SH
chmod +x "$HOOK"
echo "installed $HOOK"
