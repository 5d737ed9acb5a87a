#!/usr/bin/env node
'use strict';
const { spawnSync } = require('child_process');

const prod = process.argv.includes('--prod');
const res = spawnSync('npm', ['audit', '--json', ...(prod ? ['--omit=dev'] : [])], { encoding: 'utf8' });
const data = JSON.parse(res.stdout || '{}');
const groups = { fixable: [], major: [], nofix: [] };
for (const [name, v] of Object.entries(data.vulnerabilities || {})) {
  if (v.fixAvailable === false) groups.nofix.push(name);
  else if (v.fixAvailable && v.fixAvailable.isSemVerMajor) groups.major.push(`${name} -> ${v.fixAvailable.name}@${v.fixAvailable.version}`);
  else groups.fixable.push(name);
}
console.log('Fixable with `npm audit fix`:\n  ' + (groups.fixable.join('\n  ') || '-'));
console.log('Needs major bump:\n  ' + (groups.major.join('\n  ') || '-'));
console.log('No fix (consider overrides):\n  ' + (groups.nofix.join('\n  ') || '-'));
