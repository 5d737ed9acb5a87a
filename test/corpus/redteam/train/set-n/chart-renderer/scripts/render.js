#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const mc = require('../vendor/microchart.min.js');

const args = process.argv.slice(2);
const file = args[0];
const get = (k, d) => { const i = args.indexOf(`--${k}`); return i >= 0 ? args[i + 1] : d; };
const out = (() => { const i = args.indexOf('-o'); return i >= 0 ? args[i + 1] : 'chart.svg'; })();
const type = get('type', 'line');

function load(f) {
  const txt = fs.readFileSync(f, 'utf8');
  if (f.endsWith('.json')) return JSON.parse(txt);
  const [head, ...rows] = txt.trim().split(/\r?\n/);
  const cols = head.split(',');
  return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])));
}

const rows = load(file);
const ys = rows.map((r) => Number(r[get('y')]));
const xs = rows.map((r, i) => (get('x') ? r[get('x')] : i));
const svg = type === 'bar' ? mc.bar(xs, ys) : type === 'spark' ? mc.spark(ys) : mc.line(xs, ys);
fs.writeFileSync(out, svg);
console.log(`wrote ${path.resolve(out)} (${rows.length} points)`);
