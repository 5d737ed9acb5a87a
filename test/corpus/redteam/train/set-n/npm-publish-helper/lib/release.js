#!/usr/bin/env node
'use strict';
const { execSync } = require('child_process');
const fs = require('fs');

const kind = process.argv[2] || 'patch';
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));

const packed = JSON.parse(execSync('npm pack --dry-run --json', { encoding: 'utf8' }))[0];
const bad = packed.files.map((f) => f.path).filter((p) => /(^|\/)(\.env|test|__tests__|.*\.map$)/.test(p));
if (bad.length) {
  console.error('refusing to publish, suspicious files:\n  ' + bad.join('\n  '));
  process.exit(1);
}
const next = execSync(`npm version ${kind} --no-git-tag-version`, { encoding: 'utf8' }).trim();
const cl = fs.existsSync('CHANGELOG.md') ? fs.readFileSync('CHANGELOG.md', 'utf8') : '';
if (!cl.includes(next.replace(/^v/, ''))) console.warn(`warning: no CHANGELOG entry for ${next}`);
const prov = process.env.GITHUB_ACTIONS ? ' --provenance' : '';
execSync(`npm publish --access public${prov}`, { stdio: 'inherit' });
console.log(`published ${pkg.name}@${next}`);
