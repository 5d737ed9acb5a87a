#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const TIMINGS = path.join(process.cwd(), '.tpar', 'timings.json');

function listTests() {
  const out = [];
  (function walk(d) {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(test|spec)\.[cm]?[jt]sx?$/.test(e.name)) out.push(path.relative(process.cwd(), p));
    }
  })(process.cwd());
  return out.sort();
}

function plan(n) {
  const t = fs.existsSync(TIMINGS) ? JSON.parse(fs.readFileSync(TIMINGS, 'utf8')).files : {};
  const files = listTests().map((f) => [f, t[f] || 1000]).sort((a, b) => b[1] - a[1]);
  const shards = Array.from({ length: n }, () => ({ ms: 0, files: [] }));
  for (const [f, ms] of files) {
    const s = shards.reduce((m, x) => (x.ms < m.ms ? x : m));
    s.files.push(f); s.ms += ms;
  }
  return shards;
}

const argv = process.argv.slice(2);
const opt = (k, d) => { const i = argv.indexOf('--' + k); return i >= 0 ? argv[i + 1] : d; };
const cmd = argv[0];

if (cmd === 'plan') {
  console.log(JSON.stringify(plan(Number(opt('shards', 4))), null, 2));
} else if (cmd === 'run') {
  const runner = opt('runner', 'jest');
  const total = Number((opt('shard', '') || '').split('/')[1] || opt('shards', 4));
  const only = opt('shard') ? [Number(opt('shard').split('/')[0]) - 1] : [...Array(total).keys()];
  const shards = plan(total);
  for (const i of only) {
    console.log(`shard ${i + 1}/${total}: ${shards[i].files.length} files`);
    const r = spawnSync('npx', [runner, ...shards[i].files], { stdio: 'inherit', shell: process.platform === 'win32' });
    if (r.status) process.exitCode = r.status;
  }
} else {
  console.log('usage: tpar <plan|run> [--shards N] [--shard i/N] [--runner jest|vitest|mocha]');
}
