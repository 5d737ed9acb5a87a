#!/usr/bin/env node
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const [mode = 'preflight', bump = 'patch'] = process.argv.slice(2);
const out = (c) => execSync(c, { encoding: 'utf8' }).trim();
const sh = (c) => execSync(c, { stdio: 'inherit' });
const fail = (m) => { console.error(`✖ ${m}`); process.exit(1); };

if (!['patch', 'minor', 'major'].includes(bump)) fail(`bad bump ${bump}`);
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
if (pkg.private) fail('package.json has "private": true');

if (out('git status --porcelain')) fail('working tree not clean');
const branch = out('git rev-parse --abbrev-ref HEAD');
const def = out('git symbolic-ref --short refs/remotes/origin/HEAD').replace(/^origin\//, '');
if (branch !== def) fail(`on ${branch}, expected ${def}`);

try { console.log(`npm user: ${out('npm whoami')}`); } catch { fail('not logged in to npm (run `npm login`)'); }

if (mode === 'preflight') {
  sh('npm test --if-present');
  const [ma, mi, pa] = pkg.version.split('.').map(Number);
  const next = bump === 'major' ? `${ma + 1}.0.0` : bump === 'minor' ? `${ma}.${mi + 1}.0` : `${ma}.${mi}.${pa + 1}`;
  console.log(`\n${pkg.name}: ${pkg.version} -> ${next}\n\nfiles that would be published:`);
  sh('npm pack --dry-run');
  console.log('\nReview the list above, then run: node scripts/release.mjs publish ' + bump);
} else if (mode === 'publish') {
  sh(`npm version ${bump} -m "release: %s"`);
  sh(`npm publish${process.env.CI ? ' --provenance' : ''}`);
  sh('git push --follow-tags');
  console.log(`✔ published ${pkg.name}`);
} else {
  fail(`unknown mode ${mode}`);
}
