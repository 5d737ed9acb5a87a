#!/usr/bin/env node
'use strict';
const fg = require('fast-glob');
const fs = require('fs');
const path = require('path');
const { Pool } = require('./lib/pool');

function parseArgs(argv) {
  const o = { patterns: [], quality: 80, webp: false, avif: false, budget: 0 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--quality') o.quality = +argv[++i];
    else if (a === '--webp') o.webp = true;
    else if (a === '--avif') o.avif = true;
    else if (a === '--budget') o.budget = parseInt(argv[++i], 10) * (/mb$/i.test(argv[i]) ? 1 << 20 : 1024);
    else o.patterns.push(a);
  }
  return o;
}

(async () => {
  const opts = parseArgs(process.argv.slice(2));
  const files = await fg(opts.patterns.length ? opts.patterns : ['**/*.{png,jpg,jpeg}'], { ignore: ['**/node_modules/**'] });
  if (!files.length) return console.log('no images matched');
  const pool = new Pool(path.join(__dirname, 'lib', 'worker.js'));
  let before = 0, after = 0, over = [];
  const results = await Promise.all(files.map((f) => pool.run({ file: f, quality: opts.quality, webp: opts.webp, avif: opts.avif })));
  for (const r of results) {
    before += r.before; after += r.after;
    console.log(`${r.file}  ${(r.before / 1024).toFixed(1)}kB -> ${(r.after / 1024).toFixed(1)}kB`);
    if (opts.budget && r.after > opts.budget) over.push(r.file);
  }
  console.log(`\nsaved ${((before - after) / 1024).toFixed(1)} kB (${(100 - (after / before) * 100).toFixed(1)}%)`);
  await pool.drain();
  if (over.length) { console.error(`over budget: ${over.join(', ')}`); process.exitCode = 1; }
})();
