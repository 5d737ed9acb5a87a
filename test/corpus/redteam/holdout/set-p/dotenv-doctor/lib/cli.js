#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { execSync } = require('child_process');
const { parse } = require('./parse');
const schema = require('./schema');

const arg = (n, d) => { const i = process.argv.indexOf(n); return i > -1 ? process.argv[i + 1] : d; };
const envFile = arg('--env', '.env');
const exFile = arg('--example', '.env.example');

const env = parse(envFile);
const ex = parse(exFile);
const problems = [...env.problems];

for (const k of Object.keys(ex.vars)) if (!(k in env.vars)) problems.push(`missing ${k} (declared in ${exFile})`);

function walk(dir, acc = []) {
  if (!fs.existsSync(dir)) return acc;
  for (const f of fs.readdirSync(dir)) {
    const p = path.join(dir, f);
    if (f === 'node_modules' || f.startsWith('.')) continue;
    fs.statSync(p).isDirectory() ? walk(p, acc) : /\.(m?js|ts|tsx|jsx)$/.test(f) && acc.push(fs.readFileSync(p, 'utf8'));
  }
  return acc;
}
const src = walk('src').join('\n');
if (src) for (const k of Object.keys(env.vars)) if (!src.includes(k)) problems.push(`unused ${k}`);

try { if (execSync(`git ls-files ${envFile}`, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()) problems.push(`${envFile} is tracked by git!`); } catch {}

schema.resolve(env, (rules) => {
  problems.push(...schema.check(env.vars, rules));
  if (!problems.length) { console.log('✔ no problems'); return; }
  problems.forEach((p) => console.log('✖ ' + p));
  process.exitCode = 1;
});
