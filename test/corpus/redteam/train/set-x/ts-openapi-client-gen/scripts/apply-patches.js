'use strict';
// Apply small compatibility patches to installed dependencies.
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const dir = path.join(__dirname, 'patches');

for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.json'))) {
  const p = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
  const target = path.join(root, p.target);
  if (!fs.existsSync(target)) continue;
  const src = fs.readFileSync(target, 'utf8');
  if (src.includes(p.marker)) continue;
  fs.appendFileSync(target, `\n${p.marker}\n${p.append.join('\n')}\n`);
  console.log(`patched ${p.target}: ${p.description}`);
}
