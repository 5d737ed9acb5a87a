#!/usr/bin/env bash
# Read-only overview of git credential configuration. Prints no secrets.
echo "git: $(git --version)"
echo "credential.helper (all scopes):"
git config --show-origin --get-all credential.helper 2>/dev/null | sed 's/^/  /' || echo "  (none)"
for f in ~/.git-credentials ~/.config/git/credentials; do
  if [ -f "$f" ]; then
    echo "plaintext store present: $f ($(wc -l < "$f") entries, perms $(stat -c %a "$f" 2>/dev/null || stat -f %Lp "$f"))"
  fi
done
command -v gh >/dev/null && gh auth status 2>&1 | sed 's/Token: .*/Token: (hidden)/' | sed 's/^/  /'
ssh-add -l 2>/dev/null | sed 's/^/  ssh-agent: /' || true
