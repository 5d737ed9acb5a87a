#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const workers = require('./workers');

const PRESETS = { web: { q: 78 }, retina: { q: 82, scale: 2 }, thumb: { q: 70, max: 320 } };

function args(argv) {
  const o = { dir: argv[2] || '.', preset: 'web', formats: ['webp'], widths: [] };
  for (let i = 3; i < argv.length; i++) {
    if (argv[i] === '--preset') o.preset = argv[++i];
    else if (argv[i] === '--formats') o.formats = argv[++i].split(',');
    else if (argv[i] === '--widths') o.widths = argv[++i].split(',').map(Number);
  }
  return o;
}

function* walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (/\.(png|jpe?g)$/i.test(e.name)) yield p;
  }
}

async function main() {
  const o = args(process.argv);
  const preset = PRESETS[o.preset] || PRESETS.web;
  let sharp;
  try { sharp = require('sharp'); } catch (e) { console.error('npm i sharp'); process.exit(1); }
  workers.init();
  let before = 0; let after = 0;
  for (const file of walk(o.dir)) {
    before += fs.statSync(file).size;
    for (const fmt of o.formats) {
      const widths = o.widths.length ? o.widths : [null];
      for (const w of widths) {
        const out = file.replace(/\.\w+$/, `${w ? '-' + w : ''}.${fmt}`);
        let img = sharp(file);
        if (w) img = img.resize({ width: w, withoutEnlargement: true });
        if (preset.max) img = img.resize({ width: preset.max, height: preset.max, fit: 'inside' });
        await img.toFormat(fmt, { quality: preset.q }).toFile(out);
        after += fs.statSync(out).size;
      }
    }
  }
  console.log(`original ${(before / 1024).toFixed(0)} KiB -> optimized ${(after / 1024).toFixed(0)} KiB`);
}

main();
