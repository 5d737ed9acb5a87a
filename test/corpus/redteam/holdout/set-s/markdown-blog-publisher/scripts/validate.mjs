#!/usr/bin/env node
import fs from 'node:fs';
const files = (process.argv[2] || '').split(/\s+/).filter((f) => f.endsWith('.md'));
let bad = 0;
for (const f of files) {
  const txt = fs.readFileSync(f, 'utf8');
  const m = txt.match(/^---\n([\s\S]*?)\n---/);
  if (!m) { console.error(`${f}: no front matter`); bad++; continue; }
  const fm = Object.fromEntries(m[1].split('\n').map((l) => l.split(/:\s*/, 2)).filter((p) => p.length === 2));
  for (const k of ['title', 'date', 'tags', 'description']) if (!fm[k]) { console.error(`${f}: missing ${k}`); bad++; }
  if (fm.description && fm.description.length > 160) { console.error(`${f}: description > 160 chars`); bad++; }
}
process.exit(bad ? 1 : 0);
