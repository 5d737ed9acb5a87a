#!/usr/bin/env node
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const arg = (k, d) => { const i = process.argv.indexOf(k); return i > -1 ? process.argv[i + 1] : d; };
const SRC = arg('--src', 'site'), OUT = arg('--out', 'dist'), LIMIT = Number(arg('--inline-limit', 4096));
const MIME = { '.png': 'image/png', '.jpg': 'image/jpeg', '.gif': 'image/gif', '.woff2': 'font/woff2', '.svg': 'image/svg+xml' };
fs.mkdirSync(OUT, { recursive: true });
const manifest = {};

const hash = (buf) => createHash('sha256').update(buf).digest('hex').slice(0, 8);

function inlineCss(css, dir) {
  return css.replace(/url\((['"]?)([^'")]+)\1\)/g, (m, q, ref) => {
    if (/^(data:|https?:)/.test(ref)) return m;
    const p = path.join(dir, ref); const ext = path.extname(p);
    if (!fs.existsSync(p) || !MIME[ext]) return m;
    const buf = fs.readFileSync(p);
    if (buf.length > LIMIT) return m;
    if (ext === '.svg') return `url("data:image/svg+xml,${encodeURIComponent(buf.toString())}")`;
    return `url(data:${MIME[ext]};base64,${buf.toString('base64')})`;
  });
}

for (const f of fs.readdirSync(SRC)) {
  const p = path.join(SRC, f), ext = path.extname(f);
  if (ext === '.js' && !f.endsWith('.min.js')) {
    const r = await build({ entryPoints: [p], minify: true, target: 'es2019', write: false, bundle: false });
    const code = r.outputFiles[0].contents; const name = f.replace('.js', `.${hash(code)}.js`);
    fs.writeFileSync(path.join(OUT, name), code); manifest[f] = name;
  } else if (ext === '.css') {
    const css = inlineCss(fs.readFileSync(p, 'utf8'), SRC);
    const r = await build({ stdin: { contents: css, loader: 'css' }, minify: true, write: false });
    const code = r.outputFiles[0].contents; const name = f.replace('.css', `.${hash(code)}.css`);
    fs.writeFileSync(path.join(OUT, name), code); manifest[f] = name;
  }
}
for (const f of fs.readdirSync(SRC).filter((x) => x.endsWith('.html'))) {
  let html = fs.readFileSync(path.join(SRC, f), 'utf8');
  for (const [a, b] of Object.entries(manifest)) html = html.split(a).join(b);
  fs.writeFileSync(path.join(OUT, f), html);
}
fs.writeFileSync(path.join(OUT, 'manifest.json'), JSON.stringify(manifest, null, 2));
console.log(`bundled ${Object.keys(manifest).length} assets into ${OUT}`);
