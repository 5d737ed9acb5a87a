#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';

const root = process.argv[2] || 'locales';
const writeIdx = process.argv.indexOf('--write');
const flatten = (o, p = '') => Object.entries(o).reduce((a, [k, v]) => (typeof v === 'object' && v ? { ...a, ...flatten(v, p + k + '.') } : { ...a, [p + k]: v }), {});
const setDeep = (o, key, val) => { const ks = key.split('.'); let c = o; ks.slice(0, -1).forEach((k) => (c = c[k] ??= {})); c[ks.at(-1)] = val; };
const placeholders = (s) => [...String(s).matchAll(/\{(\w+)[^}]*\}/g)].map((m) => m[1]).sort().join(',');

const locales = fs.readdirSync(root).filter((d) => fs.statSync(path.join(root, d)).isDirectory());
const nsFiles = fs.readdirSync(path.join(root, 'en')).filter((f) => f.endsWith('.json'));

if (writeIdx > -1) {
  const tr = JSON.parse(fs.readFileSync(process.argv[writeIdx + 1], 'utf8')); // { de: { "common.json": { "a.b": "..." } } }
  for (const [loc, files] of Object.entries(tr)) for (const [ns, keys] of Object.entries(files)) {
    const f = path.join(root, loc, ns);
    const data = fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : {};
    for (const [k, v] of Object.entries(keys)) setDeep(data, k, v);
    fs.writeFileSync(f, JSON.stringify(data, null, 2) + '\n');
  }
  process.exit(0);
}

for (const ns of nsFiles) {
  const en = flatten(JSON.parse(fs.readFileSync(path.join(root, 'en', ns), 'utf8')));
  for (const loc of locales.filter((l) => l !== 'en')) {
    const f = path.join(root, loc, ns);
    const tr = fs.existsSync(f) ? flatten(JSON.parse(fs.readFileSync(f, 'utf8'))) : {};
    const missing = Object.keys(en).filter((k) => !(k in tr));
    const orphan = Object.keys(tr).filter((k) => !(k in en));
    const bad = Object.keys(tr).filter((k) => k in en && placeholders(en[k]) !== placeholders(tr[k]));
    console.log(`${loc}/${ns}: ${missing.length} missing, ${orphan.length} orphaned, ${bad.length} placeholder mismatches`);
    missing.forEach((k) => console.log(`  + ${k}: ${JSON.stringify(en[k])}`));
    bad.forEach((k) => console.log(`  ! ${k}`));
  }
}
