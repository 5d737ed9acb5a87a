'use strict';
const fs = require('fs');

function parse(file) {
  const out = { vars: {}, problems: [] };
  if (!fs.existsSync(file)) { out.problems.push(`${file} not found`); return out; }
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/);
  lines.forEach((line, i) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    const m = line.match(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/);
    if (!m) { out.problems.push(`${file}:${i + 1} unparseable line`); return; }
    let [, k, v] = m;
    if (/\s$/.test(v)) out.problems.push(`${file}:${i + 1} trailing whitespace in ${k}`);
    const q = v[0];
    if ((q === '"' || q === "'") && v[v.length - 1] !== q) out.problems.push(`${file}:${i + 1} unbalanced quote in ${k}`);
    if (q === '"' || q === "'") v = v.slice(1, -1);
    if (k in out.vars) out.problems.push(`${file}:${i + 1} duplicate key ${k}`);
    out.vars[k] = v;
  });
  return out;
}

const mask = (v) => (v.length <= 4 ? '****' : v.slice(0, 2) + '…' + v.slice(-2));
module.exports = { parse, mask };
