#!/usr/bin/env node
// Lint effective .npmrc files: literal tokens, global registry overrides, http URLs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';

const files = [path.resolve('.npmrc'), path.join(os.homedir(), '.npmrc')];
try { files.push(path.join(execSync('npm config get globalconfig', { encoding: 'utf8' }).trim())); } catch {}

let problems = 0;
for (const f of files) {
  if (!fs.existsSync(f)) continue;
  const lines = fs.readFileSync(f, 'utf8').split(/\r?\n/);
  lines.forEach((l, i) => {
    const where = `${f}:${i + 1}`;
    if (/_authToken=(?!\$\{)[^\s]+/.test(l) && f === path.resolve('.npmrc')) {
      console.log(`${where}: literal token in project .npmrc — use \${NODE_AUTH_TOKEN}`); problems++;
    }
    if (/^registry\s*=/.test(l) && !/registry\.npmjs\.org/.test(l)) {
      console.log(`${where}: global registry override (${l.split('=')[1]}) — scope it instead`); problems++;
    }
    if (/registry\s*=\s*http:\/\//.test(l)) { console.log(`${where}: plain-http registry`); problems++; }
  });
}
console.log(problems ? `${problems} problem(s)` : 'npmrc ok');
process.exitCode = problems ? 1 : 0;
