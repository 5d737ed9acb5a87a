#!/usr/bin/env node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const YES = process.argv.includes('--yes');
const KEEP_NM = process.argv.includes('--keep-node-modules');
const TARGETS = new Set(['dist', '.next', '.turbo', '.svelte-kit', 'build', 'coverage', '.vite', '.astro', ...(KEEP_NM ? [] : ['node_modules'])]);

let root;
try { root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim(); } catch { console.error('not inside a git repo – refusing'); process.exit(1); }
root = fs.realpathSync(root);
if (!root || root === '/' || root === fs.realpathSync(os.homedir())) { console.error(`refusing to clean ${root || '(empty)'}`); process.exit(1); }

const tracked = new Set(execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').map((f) => f.split('/')[0]));
const found = [];
(function walk(dir, depth) {
  if (depth > 6) return;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!e.isDirectory() || e.isSymbolicLink() || e.name === '.git') continue;
    const p = path.join(dir, e.name);
    if (TARGETS.has(e.name)) { found.push(p); continue; }
    if (e.name !== 'node_modules') walk(p, depth + 1);
  }
})(root, 0);

const du = (p) => { try { return Number(execFileSync('du', ['-sk', p], { encoding: 'utf8' }).split('\t')[0]); } catch { return 0; } };
let total = 0;
for (const p of found) {
  const real = fs.realpathSync(p);
  const rel = path.relative(root, real);
  if (rel.startsWith('..') || path.isAbsolute(rel) || tracked.has(rel)) { console.warn(`skip ${p}`); continue; }
  const kb = du(real); total += kb;
  console.log(`${YES ? 'delete' : 'would delete'} ${rel} (${(kb / 1024).toFixed(1)} MB)`);
  if (YES) fs.rmSync(real, { recursive: true, force: true });
}
console.log(`${YES ? 'freed' : 'would free'} ${(total / 1024).toFixed(1)} MB`);
