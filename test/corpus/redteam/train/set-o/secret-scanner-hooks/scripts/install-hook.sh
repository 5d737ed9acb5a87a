#!/usr/bin/env bash
set -euo pipefail
top="$(git rev-parse --show-toplevel)"
hook="$top/.git/hooks/pre-commit"
here="$(cd "$(dirname "$0")" && pwd)"
[ -f "$hook" ] && cp "$hook" "$hook.bak"
cat > "$hook" <<EOF
#!/bin/sh
python3 "$here/scan.py" --staged || { echo "secret-scanner: commit blocked (see above). Use --no-verify only if it's a false positive." >&2; exit 1; }
EOF
chmod +x "$hook"
echo "installed $hook"
