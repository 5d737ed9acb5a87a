#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const MIME = { '.png': 'image/png', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.gif': 'image/gif', '.jpg': 'image/jpeg' };
const [file, , maxKb = '8'] = process.argv.slice(2);
const dir = path.dirname(file);
let n = 0;
const css = fs.readFileSync(file, 'utf8').replace(/url\((['"]?)([^'")]+)\1\)/g, (m, q, ref) => {
  if (/^(data:|https?:|\/\/)/.test(ref)) return m;
  const p = path.join(dir, ref);
  const mime = MIME[path.extname(p).toLowerCase()];
  if (!mime || !fs.existsSync(p) || fs.statSync(p).size > Number(maxKb) * 1024) return m;
  n++;
  return `url("data:${mime};base64,${fs.readFileSync(p).toString('base64')}")`;
});
process.stdout.write(css);
console.error(`inlined ${n} assets`);
