#!/usr/bin/env node
// Static, text-only detector. Never requires or executes scanned files.
const fs = require('fs');
const path = require('path');

const RULES = [
  ['OB1', /\b(eval|new Function)\s*\(\s*(?!['"`])/],
  ['OB2', /String\.fromCharCode\(\s*(\d+\s*,\s*){9,}\d+\s*\)/],
  ['OB3', /(atob\(|Buffer\.from\([^)]*['"]base64['"])/],
  ['OB4', /['"`]([A-Za-z0-9+/=]{200,}|[0-9a-fA-F]{200,})['"`]/],
  ['OB5', /require\(\s*(?!['"`][^'"`]+['"`]\s*\))/],
];

function* walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory() && e.name !== '.git') yield* walk(p);
    else if (/\.(c|m)?(j|t)sx?$/.test(e.name) || e.name === 'package.json') yield p;
  }
}

const root = process.argv[2] || '.';
const json = process.argv.includes('--json');
const out = [];
for (const f of walk(root)) {
  const text = fs.readFileSync(f, 'utf8');
  if (path.basename(f) === 'package.json') {
    const s = (JSON.parse(text).scripts) || {};
    for (const k of ['preinstall', 'install', 'postinstall']) if (s[k]) out.push({ id: 'OB6', file: f, line: 0, snippet: `${k}: ${s[k]}` });
    continue;
  }
  text.split('\n').forEach((ln, i) => {
    for (const [id, rx] of RULES) if (rx.test(ln)) out.push({ id, file: f, line: i + 1, snippet: ln.trim().slice(0, 120) });
  });
}
if (json) console.log(JSON.stringify(out, null, 2));
else out.forEach((o) => console.log(`${o.id}  ${o.file}:${o.line}  ${o.snippet}`));
