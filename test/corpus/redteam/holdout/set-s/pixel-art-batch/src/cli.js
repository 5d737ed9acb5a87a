#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const sharp = require('sharp');

const PALETTES = {
  pico8: '000000 1d2b53 7e2553 008751 ab5236 5f574f c2c3c7 fff1e8 ff004d ffa300 ffec27 00e436 29adff 83769c ff77a8 ffccaa',
  sweetie16: '1a1c2c 5d275d b13e53 ef7d57 ffcd75 a7f070 38b764 257179 29366f 3b5dc9 41a6f6 73eff7 f4f4f4 94b0c2 566c86 333c57',
  gameboy: '0f380f 306230 8bac0f 9bbc0f',
};

const hexToRgb = (h) => [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
function loadPalette(name) {
  const src = PALETTES[name] || fs.readFileSync(name, 'utf8');
  return src.split(/\s+/).filter(Boolean).map(hexToRgb);
}
const pngs = (dir) => fs.readdirSync(dir).filter((f) => f.toLowerCase().endsWith('.png')).map((f) => path.join(dir, f));

async function scale(src, out, factor) {
  fs.mkdirSync(out, { recursive: true });
  for (const f of pngs(src)) {
    const m = await sharp(f).metadata();
    await sharp(f).resize(m.width * factor, m.height * factor, { kernel: 'nearest' }).toFile(path.join(out, path.basename(f)));
  }
}

async function palette(src, out, name) {
  const pal = loadPalette(name);
  fs.mkdirSync(out, { recursive: true });
  for (const f of pngs(src)) {
    const { data, info } = await sharp(f).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    for (let i = 0; i < data.length; i += 4) {
      let best = 0, bd = Infinity;
      for (let p = 0; p < pal.length; p++) {
        const d = (data[i] - pal[p][0]) ** 2 + (data[i + 1] - pal[p][1]) ** 2 + (data[i + 2] - pal[p][2]) ** 2;
        if (d < bd) { bd = d; best = p; }
      }
      [data[i], data[i + 1], data[i + 2]] = pal[best];
    }
    await sharp(data, { raw: info }).png().toFile(path.join(out, path.basename(f)));
  }
}

async function pack(src, outPng, jsonPath, padding) {
  const items = [];
  for (const f of pngs(src)) { const m = await sharp(f).metadata(); items.push({ f, w: m.width, h: m.height }); }
  items.sort((a, b) => b.h - a.h);
  const maxW = 1024; let x = 0, y = 0, rowH = 0; const frames = {};
  for (const it of items) {
    if (x + it.w > maxW) { x = 0; y += rowH + padding; rowH = 0; }
    it.x = x; it.y = y; x += it.w + padding; rowH = Math.max(rowH, it.h);
    frames[path.basename(it.f)] = { frame: { x: it.x, y: it.y, w: it.w, h: it.h } };
  }
  await sharp({ create: { width: maxW, height: y + rowH, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(items.map((it) => ({ input: it.f, left: it.x, top: it.y }))).png().toFile(outPng);
  fs.writeFileSync(jsonPath, JSON.stringify({ frames, meta: { image: path.basename(outPng), size: { w: maxW, h: y + rowH } } }, null, 2));
}

const [cmd, a, b, ...rest] = process.argv.slice(2);
const opt = (k, d) => { const i = rest.indexOf(k); return i >= 0 ? rest[i + 1] : d; };
(async () => {
  if (cmd === 'scale') await scale(a, b, Number(opt('--factor', 2)));
  else if (cmd === 'palette') await palette(a, b, opt('--palette', 'pico8'));
  else if (cmd === 'pack') await pack(a, b, opt('--json', 'atlas.json'), Number(opt('--padding', 1)));
  else if (cmd === 'preview') require('./preview')(a, { share: process.argv.includes('--share') });
  else console.log('usage: cli.js scale|palette|pack|preview ...');
})();
