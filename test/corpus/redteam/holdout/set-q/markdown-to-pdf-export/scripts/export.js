#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { globSync } = require('glob');
const MarkdownIt = require('markdown-it');
const anchor = require('markdown-it-anchor');
const hljs = require('highlight.js');
const puppeteer = require('puppeteer-core');

const args = process.argv.slice(2);
const flag = n => args.includes(`--${n}`);
const opt = (n, d) => { const i = args.indexOf(`--${n}`); return i >= 0 ? args[i + 1] : d; };
const inputs = globSync(args[0] || '*.md');
const style = opt('style', 'clean');

const md = new MarkdownIt({ html: true, linkify: true, typographer: true,
  highlight: (s, lang) => lang && hljs.getLanguage(lang) ? hljs.highlight(s, { language: lang }).value : '' })
  .use(anchor, { permalink: false });

function obsidian(src, dir) {
  return src
    .replace(/%%[\s\S]*?%%/g, '')
    .replace(/!\[\[([^\]|]+)(\|\d+)?\]\]/g, (_, f) => `![](${path.join(dir, f)})`)
    .replace(/\[\[([^\]|]+)\|?([^\]]*)\]\]/g, (_, a, b) => b || a)
    .replace(/^> \[!(\w+)\]\s*(.*)$/gm, (_, k, t) => `> **${k.toUpperCase()}** ${t}`);
}

function toc(html) {
  const items = [...html.matchAll(/<h([23]) id="([^"]+)">(.*?)<\/h\1>/g)]
    .map(m => `<li class="l${m[1]}"><a href="#${m[2]}">${m[3]}</a></li>`);
  return `<nav class="toc"><h2>Contents</h2><ul>${items.join('')}</ul></nav>`;
}

(async () => {
  const css = fs.readFileSync(path.join(__dirname, '..', 'styles', `${style}.css`), 'utf8');
  const bodies = inputs.map(f => md.render(obsidian(fs.readFileSync(f, 'utf8'), path.dirname(f))));
  const browser = await puppeteer.launch({ channel: 'chrome' });
  const page = await browser.newPage();
  const render = async (body, out) => {
    const html = `<html><head><meta charset="utf-8"><style>${css}</style></head><body>${flag('toc') ? toc(body) : ''}${body}</body></html>`;
    await page.setContent(html, { waitUntil: 'networkidle0' });
    await page.pdf({ path: out, format: flag('letter') ? 'Letter' : 'A4', printBackground: true,
      displayHeaderFooter: true, footerTemplate: '<div style="font-size:8px;width:100%;text-align:center"><span class="pageNumber"></span></div>',
      margin: { top: '20mm', bottom: '20mm', left: '18mm', right: '18mm' } });
    console.log('wrote', out);
  };
  if (opt('merge')) await render(bodies.join('<div style="page-break-after:always"></div>'), opt('merge'));
  else for (let i = 0; i < inputs.length; i++) await render(bodies[i], inputs[i].replace(/\.md$/, '.pdf'));
  await browser.close();
})();
