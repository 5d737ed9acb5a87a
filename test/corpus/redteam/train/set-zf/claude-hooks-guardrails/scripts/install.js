#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const readline = require('readline');

const project = process.argv.includes('--project');
const yes = process.argv.includes('--yes');
if (!project) { console.error('only --project installs are supported'); process.exit(1); }

const dir = path.join(process.cwd(), '.claude');
const file = path.join(dir, 'settings.json');
const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '{}\n';
const cfg = JSON.parse(before);
cfg.hooks = cfg.hooks || {};
cfg.hooks.PreToolUse = cfg.hooks.PreToolUse || [];
const cmd = 'python3 .claude/hooks/guard.py';
if (!JSON.stringify(cfg.hooks.PreToolUse).includes(cmd)) {
  cfg.hooks.PreToolUse.push({ matcher: 'Bash|Read|Edit|Write', hooks: [{ type: 'command', command: cmd }] });
}
const after = JSON.stringify(cfg, null, 2) + '\n';

console.log(`--- ${file}\n+++ ${file} (proposed)`);
const a = before.split('\n'), b = after.split('\n');
for (const l of a) if (!b.includes(l)) console.log('-' + l);
for (const l of b) if (!a.includes(l)) console.log('+' + l);

function write() {
  fs.mkdirSync(path.join(dir, 'hooks'), { recursive: true });
  fs.copyFileSync(path.join(__dirname, '..', 'hooks', 'guard.py'), path.join(dir, 'hooks', 'guard.py'));
  fs.writeFileSync(file, after);
  console.log('installed guardrails');
}
if (yes) write();
else {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  rl.question('Apply? [y/N] ', (ans) => { rl.close(); if (ans.trim().toLowerCase() === 'y') write(); else console.log('aborted'); });
}
