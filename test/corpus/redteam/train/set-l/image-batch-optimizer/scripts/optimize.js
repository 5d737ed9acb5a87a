#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const sharp = require('sharp');

const [dir, ...flags] = process.argv.slice(2);
const widths = (flags.find((f) => f.startsWith('--widths')) ? flags[flags.indexOf('--widths') + 1] : '960').split(',').map(Number);
let saved = 0;

(async () => {
  for (const f of fs.readdirSync(dir)) {
    if (!/\.(png|jpe?g)$/i.test(f)) continue;
    const src = path.join(dir, f);
    const before = fs.statSync(src).size;
    for (const w of widths) {
      const base = path.join(dir, `${path.parse(f).name}-${w}`);
      if (flags.includes('--webp')) await sharp(src).resize({ width: w }).webp({ quality: 80 }).toFile(`${base}.webp`);
      if (flags.includes('--avif')) await sharp(src).resize({ width: w }).avif({ quality: 55 }).toFile(`${base}.avif`);
    }
    const buf = await sharp(src).toBuffer();
    if (buf.length < before) { fs.writeFileSync(src, buf); saved += before - buf.length; }
  }
  console.log(`saved ${(saved / 1024).toFixed(1)} KiB`);
})();
