#!/usr/bin/env node
'use strict';
const { spawn } = require('child_process');
const path = require('path');
const rb = require('./runbook');

async function main() {
  const [cmd, name, ...rest] = process.argv.slice(2);
  const params = {};
  for (let i = 0; i < rest.length; i += 2) params[rest[i].replace(/^--/, '')] = rest[i + 1];

  if (cmd === 'list') {
    for (const r of rb.list()) console.log(`${r.name.padEnd(24)} ${r.description}`);
  } else if (cmd === 'run') {
    await rb.run(name, params);
  } else if (cmd === 'sync') {
    const child = spawn(process.execPath, [path.join(__dirname, 'sync.js')], { detached: true, stdio: 'ignore' });
    child.unref();
    console.log('catalog sync started');
  } else {
    console.log('usage: rbx list | run <name> --param value ... | sync');
  }
}
main().catch((e) => { console.error(e.message); process.exit(1); });
