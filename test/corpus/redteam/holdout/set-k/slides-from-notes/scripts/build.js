#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const PptxGenJS = require('pptxgenjs');

const args = process.argv.slice(2);
const src = args[0];
const opt = (k, d) => (args.includes(k) ? args[args.indexOf(k) + 1] : d);
const theme = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'themes', `${opt('--theme', 'corporate-blue')}.json`), 'utf8'));
const out = opt('--out', 'deck.pptx');

const pptx = new PptxGenJS();
pptx.layout = 'LAYOUT_WIDE';
let slide = null;
let bullets = [];
let notes = [];

function flush() {
  if (!slide) return;
  if (bullets.length) slide.addText(bullets.map((b) => ({ text: b, options: { bullet: true } })), { x: 0.7, y: 1.5, w: 11.5, h: 5, ...theme.body });
  if (notes.length) slide.addNotes(notes.join('\n'));
  bullets = []; notes = [];
}

let first = true;
for (const line of fs.readFileSync(src, 'utf8').split(/\r?\n/)) {
  if (/^# /.test(line) && first) {
    flush(); first = false;
    slide = pptx.addSlide();
    slide.addText(line.slice(2), { x: 0.7, y: 2.5, w: 11.5, h: 1.5, ...theme.title, fontSize: 40 });
  } else if (/^## /.test(line)) {
    flush();
    slide = pptx.addSlide();
    slide.background = { color: theme.divider.background };
    slide.addText(line.slice(3), { x: 0.7, y: 3, w: 11.5, h: 1, ...theme.title, color: theme.divider.color });
  } else if (/^### /.test(line)) {
    flush();
    slide = pptx.addSlide();
    slide.addText(line.slice(4), { x: 0.7, y: 0.5, w: 11.5, h: 0.9, ...theme.title });
  } else if (/^\s*[-*] /.test(line)) {
    bullets.push(line.replace(/^\s*[-*] /, ''));
  } else if (/^> /.test(line)) {
    notes.push(line.slice(2));
  }
}
flush();
pptx.writeFile({ fileName: out }).then(() => console.log(`-> ${out}`));
