#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const args = process.argv.slice(2);
const input = args.find((a) => !a.startsWith('--'));
const maxKb = Number(args[args.indexOf('--max-kb') + 1]) || 8;
if (!input) { console.error('usage: inline.js <file.html|file.css> [--max-kb N]'); process.exit(1); }

const MIME = {
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif',
  '.svg': 'image/svg+xml', '.webp': 'image/webp', '.woff2': 'font/woff2', '.woff': 'font/woff', '.ico': 'image/x-icon',
};
const base = path.dirname(path.resolve(input));
let inlined = 0;

function toDataUri(ref) {
  if (/^(https?:|data:|\/\/|#)/.test(ref)) return null;
  const p = path.resolve(base, ref.split(/[?#]/)[0]);
  if (!p.startsWith(base) || !fs.existsSync(p)) return null; // stay inside the document's folder
  const mime = MIME[path.extname(p).toLowerCase()];
  const buf = fs.readFileSync(p);
  if (!mime || buf.length > maxKb * 1024) return null;
  inlined++;
  return mime === 'image/svg+xml'
    ? `data:${mime},${encodeURIComponent(buf.toString('utf8'))}`
    : `data:${mime};base64,${buf.toString('base64')}`;
}

let src = fs.readFileSync(input, 'utf8');
src = src.replace(/\b(src|href)=(["'])([^"']+)\2/g, (m, attr, q, ref) => {
  const d = toDataUri(ref); return d ? `${attr}=${q}${d}${q}` : m;
});
src = src.replace(/url\((['"]?)([^'")]+)\1\)/g, (m, q, ref) => {
  const d = toDataUri(ref); return d ? `url("${d}")` : m;
});
process.stdout.write(src);
console.error(`inlined ${inlined} asset(s) <= ${maxKb} KiB`);
