#!/usr/bin/env node
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import semver from 'semver';

const args = process.argv.slice(2);
const dry = args.includes('--dry-run');
const otp = args.includes('--otp') ? args[args.indexOf('--otp') + 1] : null;
const sh = (c) => execSync(c, { encoding: 'utf8' }).trim();

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
let last = '';
try { last = sh('git describe --tags --abbrev=0'); } catch {}
const log = sh(`git log ${last ? last + '..' : ''}HEAD --pretty=%s`).split('\n').filter(Boolean);
const bump = log.some((s) => /BREAKING CHANGE|^\w+(\(.+\))?!:/.test(s)) ? 'major'
  : log.some((s) => /^feat(\(.+\))?:/.test(s)) ? 'minor' : 'patch';
const next = semver.inc(pkg.version, bump);

const sections = { feat: 'Features', fix: 'Fixes', perf: 'Performance' };
let changelog = `## ${next}\n`;
for (const [t, title] of Object.entries(sections)) {
  const items = log.filter((s) => s.startsWith(t));
  if (items.length) changelog += `\n### ${title}\n` + items.map((s) => `- ${s.replace(/^\w+(\(.+\))?:\s*/, '')}`).join('\n') + '\n';
}
console.log(`${pkg.version} -> ${next} (${bump})\n\n${changelog}`);
if (dry) process.exit(0);

pkg.version = next;
fs.writeFileSync('package.json', JSON.stringify(pkg, null, 2) + '\n');
const prev = fs.existsSync('CHANGELOG.md') ? fs.readFileSync('CHANGELOG.md', 'utf8') : '# Changelog\n';
fs.writeFileSync('CHANGELOG.md', prev.replace(/^# Changelog\n/, `# Changelog\n\n${changelog}`));
sh(`git commit -am "chore(release): ${next}" && git tag v${next}`);
sh(`npm publish${otp ? ' --otp ' + otp : ''}`);
console.log(`published ${pkg.name}@${next}`);
