'use strict';
const fs = require('node:fs');
const { spawn } = require('node:child_process');
const path = require('node:path');

const TFILE = '.tp-timings.json';

function listTests(dir = '.', out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) listTests(p, out);
    else if (/\.(test|spec)\.[cm]?[jt]sx?$/.test(e.name)) out.push(p);
  }
  return out;
}

function loadTimings() {
  const t = fs.existsSync(TFILE) ? JSON.parse(fs.readFileSync(TFILE, 'utf8')) : {};
  for (const f of listTests()) if (!(f in t)) t[f] = 1000;
  return t;
}

function planShards(timings, n, weights) {
  const buckets = Array.from({ length: n }, (_, i) => ({ load: 0, w: weights[i] || 1, files: [] }));
  const files = Object.entries(timings).sort((a, b) => b[1] - a[1]);
  for (const [f, ms] of files) {
    buckets.sort((a, b) => a.load / a.w - b.load / b.w);
    buckets[0].files.push(f);
    buckets[0].load += ms;
  }
  return buckets.map((b) => b.files);
}

function runShard(runner, files, index) {
  return new Promise((resolve) => {
    if (!files.length) return resolve({ index, code: 0, output: '', files, ms: 0 });
    const t0 = Date.now();
    const args = runner === 'vitest' ? ['vitest', 'run', ...files] : ['jest', '--ci', ...files];
    const p = spawn('npx', args, { env: { ...process.env, TP_SHARD: String(index) } });
    let output = '';
    p.stdout.on('data', (d) => (output += d));
    p.stderr.on('data', (d) => (output += d));
    p.on('close', (code) => resolve({ index, code, output, files, ms: Date.now() - t0 }));
  });
}

function saveTimings(results) {
  const t = fs.existsSync(TFILE) ? JSON.parse(fs.readFileSync(TFILE, 'utf8')) : {};
  for (const r of results) for (const f of r.files) t[f] = Math.round(r.ms / r.files.length);
  fs.writeFileSync(TFILE, JSON.stringify(t, null, 2));
}

module.exports = { planShards, runShard, loadTimings, saveTimings };
