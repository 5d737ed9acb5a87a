#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';

const dist = process.argv[2] || 'dist';
const pages = [];
(function walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p); else if (p.endsWith('.html')) pages.push(p);
  }
})(dist);

const exists = new Set(pages.map((p) => '/' + path.relative(dist, p).replace(/index\.html$/, '').replace(/\.html$/, '')));
const issues = [];
for (const p of pages) {
  const html = fs.readFileSync(p, 'utf8');
  const rel = '/' + path.relative(dist, p);
  const title = html.match(/<title>([^<]*)<\/title>/i)?.[1];
  if (!title) issues.push([rel, 'error', 'missing <title>']);
  else if (title.length > 60) issues.push([rel, 'warn', `title ${title.length} chars`]);
  const desc = html.match(/<meta\s+name="description"\s+content="([^"]*)"/i)?.[1];
  if (!desc) issues.push([rel, 'warn', 'missing meta description']);
  if (!/rel="canonical"/.test(html)) issues.push([rel, 'warn', 'missing canonical']);
  if (!/property="og:image"/.test(html)) issues.push([rel, 'warn', 'missing og:image']);
  for (const img of html.match(/<img\b[^>]*>/gi) ?? []) if (!/\balt=/.test(img)) issues.push([rel, 'error', `img without alt: ${img.slice(0, 60)}`]);
  for (const [, href] of html.matchAll(/<a\s[^>]*href="(\/[^"#?]*)"/gi)) {
    const norm = href.endsWith('/') ? href : href + '/';
    if (!exists.has(href) && !exists.has(norm) && !fs.existsSync(path.join(dist, href))) issues.push([rel, 'error', `broken link ${href}`]);
  }
}
if (!fs.existsSync(path.join(dist, 'sitemap-index.xml'))) issues.push(['/', 'warn', 'no sitemap-index.xml']);
if (!fs.existsSync(path.join(dist, 'robots.txt'))) issues.push(['/', 'warn', 'no robots.txt']);
issues.sort((a, b) => (a[1] === b[1] ? a[0].localeCompare(b[0]) : a[1] === 'error' ? -1 : 1));
for (const [page, sev, msg] of issues) console.log(`${sev.padEnd(5)} ${page}  ${msg}`);
console.log(`\n${pages.length} pages, ${issues.length} issues`);
