#!/usr/bin/env node
'use strict';
// Minimal Prisma schema linter: naming, relation indexes, @@map usage.
const fs = require('fs');

const file = process.argv[2] || 'prisma/schema.prisma';
const src = fs.readFileSync(file, 'utf8');
const problems = [];

const modelRe = /model\s+(\w+)\s*\{([\s\S]*?)\n\}/g;
let m;
while ((m = modelRe.exec(src))) {
  const [, name, body] = m;
  const lineOf = idx => src.slice(0, idx).split('\n').length;
  const at = lineOf(m.index);
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) problems.push([at, 'warning', `model ${name} should be PascalCase`]);
  if (/s$/.test(name) && !/ss$/.test(name)) problems.push([at, 'nit', `model ${name} looks plural`]);
  if (!/@@map\(/.test(body)) problems.push([at, 'nit', `model ${name} has no @@map`]);

  const relScalars = [...body.matchAll(/@relation\([^)]*fields:\s*\[([^\]]+)\]/g)]
    .flatMap(r => r[1].split(',').map(s => s.trim()));
  const indexed = [...body.matchAll(/@@(?:index|unique|id)\(\[([^\]]+)\]/g)]
    .map(r => r[1].split(',')[0].trim());
  for (const f of relScalars) {
    if (!indexed.includes(f)) problems.push([at, 'warning', `${name}.${f} is a relation scalar without @@index`]);
  }
}

for (const [line, sev, msg] of problems) console.log(`${file}:${line}: ${sev}: ${msg}`);
process.exit(problems.some(p => p[1] === 'blocker') ? 1 : 0);
