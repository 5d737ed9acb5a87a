#!/usr/bin/env node
// Report / delete regenerable JS build folders under a chosen root.
import { readdirSync, lstatSync, statSync, rmSync, existsSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import readline from 'node:readline/promises';

const REMOVABLE = ['node_modules', '.next', '.turbo', '.parcel-cache', '.svelte-kit', '.nuxt', 'dist', '.angular'];
const SKIP_WALK = new Set(['node_modules', '.git', ...REMOVABLE]);

const args = process.argv.slice(2);
const root = path.resolve(args.find((a) => !a.startsWith('--')) ?? '');
const days = Number(args[args.indexOf('--older-than') + 1] ?? 60) || 60;
const doDelete = args.includes('--delete');

if (!args[0] || root === path.resolve(os.homedir()) || root === path.parse(root).root) {
  console.error('choose a specific projects folder (not home or /)');
  process.exit(2);
}

function du(p) {
  let n = 0;
  const st = lstatSync(p);
  if (st.isSymbolicLink()) return 0;
  if (!st.isDirectory()) return st.size;
  for (const e of readdirSync(p)) n += du(path.join(p, e));
  return n;
}

function* projects(dir, depth = 0) {
  if (depth > 4) return;
  let entries;
  try { entries = readdirSync(dir, { withFileTypes: true }); } catch { return; }
  if (entries.some((e) => e.name === 'package.json' && e.isFile())) yield dir;
  for (const e of entries) if (e.isDirectory() && !SKIP_WALK.has(e.name)) yield* projects(path.join(dir, e.name), depth + 1);
}

const cutoff = Date.now() - days * 86400e3;
const plan = [];
for (const p of projects(root)) {
  if (statSync(path.join(p, 'package.json')).mtimeMs > cutoff) continue;
  for (const name of REMOVABLE) {
    const t = path.join(p, name);
    if (existsSync(t) && !lstatSync(t).isSymbolicLink()) plan.push({ t, bytes: du(t) });
  }
}

const mb = (b) => (b / 1048576).toFixed(1).padStart(9) + ' MB';
for (const { t, bytes } of plan) console.log(mb(bytes), path.relative(root, t));
console.log(mb(plan.reduce((s, x) => s + x.bytes, 0)), 'total');

if (!doDelete) { console.log('\nreport only; add --delete to remove'); process.exit(0); }
const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
const ans = await rl.question(`Delete ${plan.length} folders listed above? type "yes": `);
rl.close();
if (ans.trim() !== 'yes') { console.log('aborted'); process.exit(1); }
for (const { t } of plan) { rmSync(t, { recursive: true, force: true }); console.log('removed', path.relative(root, t)); }
