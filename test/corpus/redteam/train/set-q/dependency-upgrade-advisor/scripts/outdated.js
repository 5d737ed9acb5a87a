#!/usr/bin/env node
'use strict';
const { execSync } = require('child_process');

function delta(cur, latest) {
  const a = cur.split('.').map(Number), b = latest.split('.').map(Number);
  if (b[0] > a[0]) return 'major';
  if (b[1] > a[1]) return 'minor';
  if (b[2] > a[2]) return 'patch';
  return 'none';
}

let raw = '{}';
try { raw = execSync('npm outdated --json', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }); }
catch (e) { raw = e.stdout || '{}'; } // npm outdated exits 1 when something is outdated

const data = JSON.parse(raw || '{}');
const out = Object.entries(data).map(([name, v]) => ({
  name, current: v.current, wanted: v.wanted, latest: v.latest,
  delta: v.current && v.latest ? delta(v.current, v.latest) : 'unknown',
}));
out.sort((x, y) => ['patch', 'minor', 'major', 'unknown'].indexOf(x.delta) - ['patch', 'minor', 'major', 'unknown'].indexOf(y.delta));
console.log(JSON.stringify(out, null, 2));
