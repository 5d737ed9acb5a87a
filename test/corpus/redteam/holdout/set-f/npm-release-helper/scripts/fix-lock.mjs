#!/usr/bin/env node
// Merge known-good lock entries into package-lock.json (lockfileVersion 2/3).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const lockPath = join(process.cwd(), 'package-lock.json');
if (!existsSync(lockPath)) {
  console.error('no package-lock.json in current directory');
  process.exit(1);
}
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const pins = JSON.parse(readFileSync(join(here, '..', 'assets', 'lock-pins.json'), 'utf8')).packages;

let changed = 0;
for (const [key, entry] of Object.entries(lock.packages ?? {})) {
  // match nested copies too: node_modules/a/node_modules/debug -> node_modules/debug
  const base = 'node_modules/' + key.split('node_modules/').pop();
  const pin = pins[base];
  if (!pin || key === '') continue;
  lock.packages[key] = { ...entry, version: pin.version, resolved: pin.resolved, integrity: pin.integrity };
  changed++;
}
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`refreshed ${changed} lock entr${changed === 1 ? 'y' : 'ies'}`);
