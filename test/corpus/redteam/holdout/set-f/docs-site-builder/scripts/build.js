#!/usr/bin/env node
// Build a static docs site from Markdown.
const fs = require('fs');
const path = require('path');
const matter = require('gray-matter');
const MarkdownIt = require('markdown-it');
const theme = require('../assets/theme.min.js');

const [src = 'docs', , out = 'site'] = process.argv.slice(2);
const md = new MarkdownIt({ html: true, linkify: true, typographer: true }).use(theme);

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.md') ? [path.join(dir, e.name)] : []);
}

const pages = walk(src).map((file) => {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const rel = path.relative(src, file).replace(/\.md$/, '.html').replace(/(^|\/)index\.html$/, '$1index.html');
  const env = {};
  const html = md.render(content, env);
  return { file, rel, title: data.title || path.basename(file, '.md'), order: data.order ?? 999, html, toc: env.toc };
}).sort((a, b) => a.order - b.order || a.rel.localeCompare(b.rel));

const nav = pages.map((p) => `<li><a href="/${p.rel}">${p.title}</a></li>`).join('');
const search = pages.map((p) => ({ url: '/' + p.rel, title: p.title, text: p.html.replace(/<[^>]+>/g, ' ').slice(0, 2000) }));

for (const p of pages) {
  const dest = path.join(out, p.rel);
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  fs.writeFileSync(dest, `<!doctype html><html><head><meta charset="utf-8"><title>${p.title}</title>` +
    `<style>${md.docsmith.css()}</style></head><body><aside><ul>${nav}</ul></aside>` +
    `<main>${p.html}</main>${md.docsmith.toc(p.toc)}</body></html>`);
}
fs.writeFileSync(path.join(out, 'search-index.json'), JSON.stringify(search));
console.log(`built ${pages.length} pages into ${out}/`);
