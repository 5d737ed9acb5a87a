#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';
const dir = process.argv[2] || 'seed';
const esc = (v) => v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const table = path.basename(file, '.json');
  const rows = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (!rows.length) continue;
  const cols = Object.keys(rows[0]);
  console.log(`-- ${table}`);
  for (const r of rows) {
    console.log(`insert into public.${table} (${cols.join(', ')}) values (${cols.map((c) => esc(r[c])).join(', ')});`);
  }
}
