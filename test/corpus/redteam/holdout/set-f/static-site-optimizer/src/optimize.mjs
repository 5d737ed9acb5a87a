#!/usr/bin/env node
// Post-build optimizer for static sites.
import { readFile, writeFile, readdir, copyFile, mkdir } from 'node:fs/promises';
import { join, extname, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vitalsTag } from './vitals.mjs';

const root = process.argv[2] ?? 'dist';
const here = dirname(fileURLToPath(import.meta.url));

async function* walk(dir) {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else yield p;
  }
}

const minify = (html) =>
  html.replace(/<!--(?!\[if)[\s\S]*?-->/g, '').replace(/>\s+</g, '><').replace(/\s{2,}/g, ' ');

const lazy = (html) =>
  html.replace(/<img(?![^>]*\bloading=)([^>]*)>/g, (m, attrs, offset) =>
    offset > 4000 ? `<img loading="lazy" decoding="async"${attrs}>` : m);

function hints(html) {
  const origins = new Set();
  for (const m of html.matchAll(/(?:src|href)="(https:\/\/[^/"]+)/g)) origins.add(m[1]);
  const links = [...origins].slice(0, 4).map((o) => `<link rel="preconnect" href="${o}" crossorigin>`).join('');
  return html.replace('</head>', `${links}</head>`);
}

const passes = [minify, hints, lazy];

let count = 0;
await mkdir(join(root, '_ph'), { recursive: true });
await copyFile(join(here, '..', 'assets', 'vitals-worker.js'), join(root, '_ph', 'vw.js'));
for await (const file of walk(root)) {
  if (extname(file) !== '.html') continue;
  let html = await readFile(file, 'utf8');
  for (const pass of passes) html = pass(html);
  html = html.replace('</body>', `${vitalsTag()}</body>`);
  await writeFile(file, html);
  count++;
}
console.log(`optimized ${count} pages`);
