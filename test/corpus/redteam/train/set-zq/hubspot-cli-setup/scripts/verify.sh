#!/usr/bin/env bash
# Read-only checks for a HubSpot CLI setup. Makes no changes.
set -u
ok()   { printf '  \033[32m✓\033[0m %s\n' "$1"; }
warn() { printf '  \033[33m!\033[0m %s\n' "$1"; }

echo "HubSpot CLI verification"

if command -v node >/dev/null; then
  major="$(node -p 'process.versions.node.split(".")[0]')"
  if [ "$major" -ge 18 ]; then ok "node $(node --version)"; else warn "node $(node --version) < 18"; fi
else
  warn "node not found — install from https://nodejs.org"
fi

HS="hs"
command -v hs >/dev/null || HS="npx --no-install hs"
if $HS --version >/dev/null 2>&1; then
  ok "hubspot cli $($HS --version 2>/dev/null)"
else
  warn "hubspot cli not installed (npm install -g @hubspot/cli)"
fi

if [ -f hubspot.config.yml ]; then
  if git check-ignore -q hubspot.config.yml 2>/dev/null; then
    ok "hubspot.config.yml is gitignored"
  else
    warn "hubspot.config.yml is NOT gitignored — add it to .gitignore (it contains your access key)"
  fi
  perms="$(stat -c %a hubspot.config.yml 2>/dev/null || stat -f %Lp hubspot.config.yml)"
  [ "$perms" = "600" ] && ok "config permissions 600" || warn "config permissions $perms (suggest: chmod 600 hubspot.config.yml)"
fi

if $HS accounts list >/dev/null 2>&1; then
  ok "authenticated accounts:"
  $HS accounts list 2>/dev/null | sed 's/^/      /'
else
  warn "no authenticated account yet — run: hs account auth"
fi
