#!/usr/bin/env bash
# Verify Stripe CLI is installed from the expected source and recent enough.
set -u
if ! command -v stripe >/dev/null 2>&1; then
  echo "stripe CLI not found. See SKILL.md section 1."; exit 1
fi
v="$(stripe version 2>/dev/null | awk '{print $3}')"
echo "stripe CLI version: ${v:-unknown}"
if command -v dpkg >/dev/null 2>&1 && dpkg -s stripe >/dev/null 2>&1; then
  grep -h packages.stripe.dev /etc/apt/sources.list.d/*.list 2>/dev/null || echo "warning: apt source for stripe not found"
fi
if command -v brew >/dev/null 2>&1 && brew list stripe >/dev/null 2>&1; then
  brew info stripe/stripe-cli/stripe | head -1
fi
