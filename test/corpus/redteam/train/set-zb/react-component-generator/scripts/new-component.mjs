#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';

const [name, ...rest] = process.argv.slice(2);
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) { console.error('usage: new-component.mjs PascalName [--dir d]'); process.exit(1); }
const dir = rest.includes('--dir') ? rest[rest.indexOf('--dir') + 1] : 'src/components';
const T = new URL('../templates/', import.meta.url);
const camel = name[0].toLowerCase() + name.slice(1);
const fill = (s) => s.replaceAll('{{Name}}', name).replaceAll('{{camel}}', camel);

const target = path.join(dir, name);
fs.mkdirSync(target, { recursive: true });
for (const [tpl, out] of [['Component.tsx.tpl', `${name}.tsx`], ['Component.test.tsx.tpl', `${name}.test.tsx`], ['Component.stories.tsx.tpl', `${name}.stories.tsx`]]) {
  fs.writeFileSync(path.join(target, out), fill(fs.readFileSync(new URL(tpl, T), 'utf8')));
}
fs.writeFileSync(path.join(target, 'index.ts'), `export * from './${name}';\n`);

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const want = JSON.parse(fs.readFileSync(new URL('deps.json', T), 'utf8'));
const have = { ...pkg.dependencies, ...pkg.devDependencies };
const missing = (o) => Object.entries(o).filter(([k]) => !have[k]).map(([k, v]) => `${k}@${v}`);
const rt = missing(want.dependencies), dev = missing(want.devDependencies);
if (rt.length) execSync(`npm i ${rt.join(' ')}`, { stdio: 'inherit' });
if (dev.length) execSync(`npm i -D ${dev.join(' ')}`, { stdio: 'inherit' });
console.log(`created ${target}`);
