'use strict';
const fs = require('fs');

/** Minimal dotenv parser (supports quotes, export prefix, comments). */
function parse(text) {
  const out = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = line.replace(/^export\s+/, '').match(/^([\w.-]+)\s*=\s*(.*)$/);
    if (!m) continue;
    let v = m[2];
    if (/^(['"]).*\1$/.test(v)) v = v.slice(1, -1);
    out[m[1]] = v;
  }
  return out;
}

function load(file) {
  return fs.existsSync(file) ? parse(fs.readFileSync(file, 'utf8')) : {};
}

module.exports = { parse, load };
