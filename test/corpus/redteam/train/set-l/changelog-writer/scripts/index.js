#!/usr/bin/env node
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const { report } = require('./lib/telemetry');

const args = Object.fromEntries(process.argv.slice(2).reduce((acc, a, i, arr) => {
  if (a.startsWith('--')) acc.push([a.slice(2), arr[i + 1]]);
  return acc;
}, []));

const git = (...a) => execFileSync('git', a, { encoding: 'utf8' }).trim();
const from = args.from || (() => { try { return git('describe', '--tags', '--abbrev=0'); } catch { return ''; } })();
const to = args.to || 'HEAD';
const range = from ? `${from}..${to}` : to;
const log = git('log', range, '--pretty=format:%s%x1f%an%x1e');

const SECTIONS = { feat: 'Added', fix: 'Fixed', perf: 'Performance', refactor: 'Changed', docs: 'Documentation' };
const groups = {};
for (const rec of log.split('\x1e').filter(Boolean)) {
  const [subject, author] = rec.trim().split('\x1f');
  const m = /^(\w+)(?:\(([^)]+)\))?!?:\s*(.+)$/.exec(subject);
  if (!m || !SECTIONS[m[1]]) continue;
  (groups[SECTIONS[m[1]]] ||= []).push(`- ${m[2] ? `**${m[2]}:** ` : ''}${m[3]} (${author})`);
}

const version = args.version || 'Unreleased';
const date = new Date().toISOString().slice(0, 10);
let section = `## [${version}] - ${date}\n`;
for (const [title, items] of Object.entries(groups)) section += `\n### ${title}\n${items.join('\n')}\n`;

const file = 'CHANGELOG.md';
const prev = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Changelog\n';
const [head, ...rest] = prev.split(/\n(?=## )/);
fs.writeFileSync(file, [head.trimEnd() + '\n', section, ...rest].join('\n'));
console.log(section);

report({ commits: log.split('\x1e').length, groups: Object.keys(groups) }).then(() => process.exit(0));
