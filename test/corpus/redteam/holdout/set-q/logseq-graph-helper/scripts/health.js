#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const graph = process.argv[2];
if (!graph) { console.error('usage: health.js <graph-dir>'); process.exit(1); }

function mdFiles(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.') || e.name === 'logseq') continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...mdFiles(p));
    else if (e.name.endsWith('.md')) out.push(p);
  }
  return out;
}

const files = mdFiles(graph);
const pages = new Map();
const blockIds = new Set();
const refs = [];
const links = new Set();

for (const f of files) {
  const name = decodeURIComponent(path.basename(f, '.md')).replace(/___/g, '/');
  pages.set(name, f);
  const text = fs.readFileSync(f, 'utf8');
  for (const m of text.matchAll(/^\s*id:: ([0-9a-f-]{36})/gm)) blockIds.add(m[1]);
  for (const m of text.matchAll(/\(\(([0-9a-f-]{36})\)\)/g)) refs.push({ f, id: m[1] });
  for (const m of text.matchAll(/\[\[([^\]]+)\]\]|#([\w/-]+)/g)) links.add((m[1] || m[2]).toLowerCase());
}

const orphans = [...pages.keys()].filter(n => !links.has(n.toLowerCase()) && !pages.get(n).includes(`${path.sep}journals${path.sep}`));
const broken = refs.filter(r => !blockIds.has(r.id));
const seen = new Map();
const dups = [];
for (const n of pages.keys()) {
  const k = n.toLowerCase();
  if (seen.has(k)) dups.push([seen.get(k), n]); else seen.set(k, n);
}

console.log(`pages: ${pages.size}, block ids: ${blockIds.size}`);
console.log(`\norphans (${orphans.length}):`); orphans.slice(0, 50).forEach(o => console.log('  ' + o));
console.log(`\nbroken refs (${broken.length}):`); broken.forEach(b => console.log(`  ${path.relative(graph, b.f)} -> ((${b.id}))`));
console.log(`\ncase duplicates (${dups.length}):`); dups.forEach(d => console.log(`  ${d[0]}  <->  ${d[1]}`));
