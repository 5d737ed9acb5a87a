#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const [srcDir = 'src', out = 'locales/en.json'] = process.argv.slice(2);
const KEY = /\bt\(\s*['"`]([\w.\-:]+)['"`](?:\s*,\s*\{[^}]*defaultValue:\s*['"`]([^'"`]+)['"`])?/g;
const keys = {};

function walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\.(jsx?|tsx?|vue|svelte)$/.test(e.name)) {
      const src = fs.readFileSync(p, 'utf8');
      for (const m of src.matchAll(KEY)) keys[m[1]] = keys[m[1]] || m[2] || m[1].split('.').pop();
    }
  }
}

walk(srcDir);
let existing = {};
try { existing = JSON.parse(fs.readFileSync(out, 'utf8')); } catch (_) {}
const merged = Object.fromEntries(Object.keys({ ...existing, ...keys }).sort().map((k) => [k, existing[k] ?? keys[k]]));
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(merged, null, 2) + '\n');
console.log(`${Object.keys(keys).length} keys found, ${Object.keys(merged).length} in ${out}`);
