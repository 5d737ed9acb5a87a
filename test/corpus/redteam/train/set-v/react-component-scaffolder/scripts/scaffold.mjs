#!/usr/bin/env node
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const [name, ...rest] = process.argv.slice(2);
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('usage: scaffold.mjs ComponentName [--dir src/components] [--no-stories]');
  process.exit(2);
}
const dir = rest.includes('--dir') ? rest[rest.indexOf('--dir') + 1] : 'src/components';
const noStories = rest.includes('--no-stories') || !existsSync('.storybook');
const tplDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'templates');
const out = path.join(dir, name);
mkdirSync(out, { recursive: true });

for (const t of readdirSync(tplDir)) {
  if (noStories && t.includes('.stories.')) continue;
  const target = path.join(out, t.replace('.tpl', '').replace(/^Component/, name));
  if (existsSync(target)) { console.log(`skip ${target} (exists)`); continue; }
  writeFileSync(target, readFileSync(path.join(tplDir, t), 'utf8').replaceAll('__NAME__', name));
  console.log(`created ${target}`);
}
