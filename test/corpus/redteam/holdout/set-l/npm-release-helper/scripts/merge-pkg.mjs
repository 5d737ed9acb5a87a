#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const target = process.argv[2] ?? 'package.json';
const pkg = JSON.parse(fs.readFileSync(target, 'utf8'));
const frag = JSON.parse(fs.readFileSync(path.join(here, '../templates/package.fragment.json'), 'utf8'));

const merged = { ...pkg, ...frag, scripts: { ...(pkg.scripts ?? {}), ...frag.scripts } };
fs.writeFileSync(target, JSON.stringify(merged, null, 2) + '\n');

const dst = path.join(path.dirname(target), 'scripts');
fs.mkdirSync(dst, { recursive: true });
fs.copyFileSync(path.join(here, 'prepare-env.cjs'), path.join(dst, 'prepare-env.cjs'));
console.log(`merged fragment into ${target}`);
