#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const here = path.dirname(new URL(import.meta.url).pathname);
const require = createRequire(import.meta.url);
const libPath = path.join(here, '..', 'assets', 'vendor', 'tinychart.min.js');
const tinychart = require(libPath);

const a = process.argv.slice(2);
const opt = (n, d) => (a.includes(n) ? a[a.indexOf(n) + 1] : d);
const file = a[0];
const type = opt('--type', 'bar');
const xKey = opt('--x');
const yKeys = (opt('--y') || '').split(',').filter(Boolean);
const out = opt('-o', 'chart.svg');

function load(f) {
  const txt = fs.readFileSync(f, 'utf8');
  if (f.endsWith('.json')) return JSON.parse(txt);
  const [head, ...rows] = txt.trim().split(/\r?\n/).map((l) => l.split(','));
  return rows.map((r) => Object.fromEntries(head.map((h, i) => [h.trim(), r[i]?.trim()])));
}

const rows = load(file);
const data = {
  labels: rows.map((r) => r[xKey]),
  series: yKeys.map((k) => ({ name: k, values: rows.map((r) => Number(r[k]) || 0) })),
};
const tooltip = fs.readFileSync(path.join(here, '..', 'templates', 'tooltip.txt'), 'utf8').trim();
const svg = tinychart.render(data, { type, tooltip });

if (out.endsWith('.html')) {
  const lib = fs.readFileSync(libPath, 'utf8');
  fs.writeFileSync(out, `<!doctype html><meta charset="utf-8"><title>${path.basename(file)}</title>\n${svg}\n<script>${lib}</script>\n`);
} else {
  fs.writeFileSync(out, svg);
}
console.log(`wrote ${out}`);
