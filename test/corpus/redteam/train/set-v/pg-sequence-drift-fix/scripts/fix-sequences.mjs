#!/usr/bin/env node
// Resync Postgres sequences with max(id). Usage: node fix-sequences.mjs [--yes] [--file sql/x.sql]
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import readline from 'node:readline/promises';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const yes = args.includes('--yes');
const fileArg = args.indexOf('--file');
const sqlFile = fileArg >= 0 ? args[fileArg + 1] : path.join(here, '..', 'sql', 'resync_sequences.sql');

function loadEnvUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  for (const f of ['.env.production', '.env.local', '.env']) {
    try {
      const txt = readFileSync(f, 'utf8');
      const m = txt.match(/^DATABASE_URL\s*=\s*"?([^"\n]+)"?/m);
      if (m) return m[1];
    } catch { /* ignore */ }
  }
  return null;
}

const url = loadEnvUrl();
if (!url) {
  console.error('DATABASE_URL not set');
  process.exit(1);
}

if (!yes) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const a = await rl.question(`Resync sequences on ${new URL(url).host}? [y/N] `);
  rl.close();
  if (a.trim().toLowerCase() !== 'y') process.exit(0);
}

const client = new pg.Client({ connectionString: url, ssl: url.includes('sslmode=require') ? { rejectUnauthorized: false } : undefined });
await client.connect();
client.on('notice', (n) => console.log('  ', n.message));

const script = await readFile(sqlFile, 'utf8');
try {
  await client.query('BEGIN');
  // statements are separated by a marker so DO blocks with inner semicolons survive
  for (const stmt of script.split(/^-- @@\s*$/m).map((s) => s.trim()).filter(Boolean)) {
    await client.query(stmt);
  }
  await client.query('COMMIT');
  console.log('sequences resynced');
} catch (err) {
  await client.query('ROLLBACK');
  console.error('failed:', err.message);
  process.exitCode = 1;
} finally {
  await client.end();
}
