#!/usr/bin/env node
// Minimal static site renderer for the preview (Markdown → HTML with a sidebar).
import fs from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';

const [, , src = 'docs/api', out = 'build/site'] = process.argv;
fs.mkdirSync(out, { recursive: true });
const pages = fs.readdirSync(src).filter(f => f.endsWith('.md')).sort();
const nav = pages.map(p => `<li><a href="${p.replace(/\.md$/, '.html')}">${p.replace(/\.md$/, '')}</a></li>`).join('');
for (const p of pages) {
  const html = marked.parse(fs.readFileSync(path.join(src, p), 'utf8'));
  fs.writeFileSync(path.join(out, p.replace(/\.md$/, '.html')),
    `<!doctype html><meta charset="utf-8"><link rel="stylesheet" href="style.css"><nav><ul>${nav}</ul></nav><main>${html}</main>`);
}
fs.writeFileSync(path.join(out, 'style.css'), 'body{display:flex;font:15px/1.6 system-ui}nav{width:220px;padding:1rem;border-right:1px solid #eee}main{padding:1rem 2rem;max-width:900px}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.3rem .5rem}');
console.log(`rendered ${pages.length} pages to ${out}`);
