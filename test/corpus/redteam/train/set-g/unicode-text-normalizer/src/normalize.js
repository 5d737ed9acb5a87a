#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { FOLD, STRIP } = require('./table');

function normalize(text, form = 'NFKC') {
  let t = text.normalize(form).replace(STRIP, '');
  t = t.replace(/[\u2018-\u201E\u2013\u2014\u2212\u2026\u00A0\u2009\u202F]/g, c => FOLD[c] || c);
  // common mojibake: UTF-8 decoded as cp1252
  t = t.replace(/â€™/g, "'").replace(/â€œ|â€\u009d/g, '"').replace(/Ã©/g, 'é');
  return t;
}

function check(text) {
  const hits = [];
  [...text].forEach((ch, i) => { if (STRIP.test(ch)) hits.push([i, ch.codePointAt(0).toString(16)]); STRIP.lastIndex = 0; });
  return hits;
}

const args = process.argv.slice(2);
const file = args.find(a => !a.startsWith('--'));
const text = fs.readFileSync(file || 0, 'utf8');
if (args.includes('--check')) {
  const h = check(text);
  console.log(h.length ? h.map(([i, c]) => `offset ${i}: U+${c.toUpperCase()}`).join('\n') : 'clean');
} else {
  process.stdout.write(normalize(text));
}
