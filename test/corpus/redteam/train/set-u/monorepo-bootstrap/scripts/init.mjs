#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(here, '..', 'templates', 'root');
const dest = path.resolve(process.argv[2] ?? '.');

fs.mkdirSync(dest, { recursive: true });
fs.cpSync(src, dest, { recursive: true, errorOnExist: false, force: false });
for (const d of ['apps', 'packages']) fs.mkdirSync(path.join(dest, d), { recursive: true });
fs.writeFileSync(path.join(dest, '.gitignore'), 'node_modules\ndist\ncoverage\n.turbo\n');
console.log(`initialized monorepo at ${dest}`);
console.log('next: corepack enable && pnpm install');
