#!/usr/bin/env node
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');

const MIME = {
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif',
  '.webp': 'image/webp', '.svg': 'image/svg+xml', '.ico': 'image/x-icon',
  '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf',
};
const EXT = Object.fromEntries(Object.entries(MIME).map(([e, m]) => [m, e]));

const args = process.argv.slice(2);
const flag = (n, d) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const parseSize = (s) => { const m = /^(\d+)(kb|b)?$/i.exec(s); return m ? +m[1] * (m[2]?.toLowerCase() === 'kb' ? 1024 : 1) : 8192; };

function toDataUri(file) {
  const ext = path.extname(file).toLowerCase();
  const buf = fs.readFileSync(file);
  if (ext === '.svg') {
    const enc = 'data:image/svg+xml,' + encodeURIComponent(buf.toString('utf8').replace(/\s+/g, ' ').trim())
      .replace(/%20/g, ' ').replace(/%3D/g, '=').replace(/%3A/g, ':').replace(/%2F/g, '/');
    const b64 = `data:image/svg+xml;base64,${buf.toString('base64')}`;
    return enc.length < b64.length ? enc : b64;
  }
  return `data:${MIME[ext] || 'application/octet-stream'};base64,${buf.toString('base64')}`;
}

function inline(file, max, out) {
  const dir = path.dirname(file);
  let src = fs.readFileSync(file, 'utf8');
  const before = Buffer.byteLength(src);
  const replace = (ref) => {
    if (/^(data:|https?:|\/\/|#)/i.test(ref)) return null;
    const p = path.resolve(dir, ref.split(/[?#]/)[0]);
    if (!fs.existsSync(p) || !MIME[path.extname(p).toLowerCase()]) return null;
    if (fs.statSync(p).size > max) return null;
    return toDataUri(p);
  };
  src = src.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (m, q, ref) => { const d = replace(ref); return d ? `url("${d}")` : m; });
  src = src.replace(/(<(?:img|link)\b[^>]*?\s(?:src|href)=)(["'])([^"']+)\2/gi, (m, pre, q, ref) => { const d = replace(ref); return d ? `${pre}${q}${d}${q}` : m; });
  fs.writeFileSync(out || file, src);
  const after = Buffer.byteLength(src);
  console.log(`${file}: ${before} B -> ${after} B`);
  if (after > 100 * 1024) console.warn('warning: output > 100 KB (email clients may clip it)');
}

function extract(file, outDir) {
  fs.mkdirSync(outDir, { recursive: true });
  let src = fs.readFileSync(file, 'utf8');
  let n = 0;
  src = src.replace(/data:([\w+/.-]+);base64,([A-Za-z0-9+/=]+)/g, (m, mime, b64) => {
    const buf = Buffer.from(b64, 'base64');
    const name = crypto.createHash('sha1').update(buf).digest('hex').slice(0, 10) + (EXT[mime] || '.bin');
    fs.writeFileSync(path.join(outDir, name), buf);
    n++;
    return path.posix.join(path.relative(path.dirname(file), outDir).split(path.sep).join('/'), name);
  });
  fs.writeFileSync(file, src);
  console.log(`extracted ${n} asset(s) to ${outDir}`);
}

if (args.includes('--extract')) extract(flag('--extract'), flag('--out', 'assets'));
else inline(args[0], parseSize(flag('--max', '8kb')), flag('-o'));
