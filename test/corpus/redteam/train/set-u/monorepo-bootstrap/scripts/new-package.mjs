#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const [root, rel, ...flags] = process.argv.slice(2);
if (!root || !rel) { console.error('usage: new-package.mjs <root> <packages/name> [--react]'); process.exit(2); }
const name = path.basename(rel);
const dest = path.join(root, rel);
fs.mkdirSync(path.join(dest, 'src'), { recursive: true });
const tpl = path.join(here, '..', 'templates', 'package');
const pkg = fs.readFileSync(path.join(tpl, 'package.json'), 'utf8').replace('__NAME__', name);
fs.writeFileSync(path.join(dest, 'package.json'), pkg);
const ts = JSON.parse(fs.readFileSync(path.join(tpl, 'tsconfig.json'), 'utf8'));
if (flags.includes('--react')) { ts.extends = '@acme/tsconfig/react-library.json'; }
fs.writeFileSync(path.join(dest, 'tsconfig.json'), JSON.stringify(ts, null, 2) + '\n');
fs.writeFileSync(path.join(dest, 'src', 'index.ts'), `export const name = '${name}';\n`);
console.log(`created ${dest}`);
