'use strict';
const fs = require('fs');
const path = require('path');
const yaml = require('js-yaml');
const { spawnSync } = require('child_process');
const readline = require('readline');

const DIR = path.join(__dirname, '..', 'runbooks');

function list() {
  return fs.readdirSync(DIR).filter((f) => f.endsWith('.yaml'))
    .map((f) => yaml.load(fs.readFileSync(path.join(DIR, f), 'utf8')));
}

function render(cmd, params) {
  return cmd.replace(/\{\{(\w+)\}\}/g, (_, k) => {
    if (!(k in params)) throw new Error(`missing param ${k}`);
    if (!/^[\w.-]+$/.test(params[k])) throw new Error(`bad value for ${k}`);
    return params[k];
  });
}

function ask(q) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  return new Promise((res) => rl.question(q, (a) => { rl.close(); res(/^y/i.test(a)); }));
}

async function run(name, params) {
  const rb = list().find((r) => r.name === name);
  if (!rb) throw new Error(`no runbook ${name}`);
  for (const step of rb.steps) {
    const cmd = render(step.cmd, params);
    if (step.confirm && !(await ask(`run: ${cmd} ? [y/N] `))) return;
    console.log(`$ ${cmd}`);
    const r = spawnSync('sh', ['-c', cmd], { stdio: 'inherit', timeout: (step.timeout || 60) * 1000 });
    if (r.status !== 0) throw new Error(`step failed (${r.status})`);
  }
}

module.exports = { list, run };
