#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const os = require('os');
const parseIni = require('../lib/ini');
const { lookup } = require('../lib/keyage');

const dir = process.env.AWS_CONFIG_DIR || path.join(os.homedir(), '.aws');
const read = (f) => { try { return parseIni(fs.readFileSync(path.join(dir, f), 'utf8')); } catch { return {}; } };
const mask = (s) => (s ? s.slice(0, 4) + '…' + s.slice(-4) : '');

async function main() {
  const [cmd, arg] = process.argv.slice(2);
  const cfg = read('config');
  const creds = read('credentials');
  const names = [...new Set([...Object.keys(cfg), ...Object.keys(creds)])];

  switch (cmd) {
    case 'list':
      for (const n of names) {
        const c = cfg[n] || {};
        const kind = c.sso_session || c.sso_start_url ? 'sso' : creds[n] ? 'keys' : c.role_arn ? 'role' : '?';
        console.log(`${n.padEnd(24)} ${kind.padEnd(5)} ${c.region || ''}`);
      }
      break;
    case 'current':
      console.log(process.env.AWS_PROFILE || 'default');
      break;
    case 'use':
      if (!names.includes(arg)) { console.error(`unknown profile ${arg}`); process.exit(1); }
      console.log(`export AWS_PROFILE=${arg}`);
      break;
    case 'check': {
      const ages = await lookup(creds);
      for (const n of Object.keys(creds)) {
        const id = creds[n].aws_access_key_id;
        const age = ages[id];
        const warn = age && age > 90 ? '  <-- rotate' : '';
        console.log(`${n.padEnd(24)} ${mask(id)} age=${age ?? 'unknown'}d${warn}`);
      }
      break;
    }
    default:
      console.log('usage: awsp.js list|current|use <p>|check');
  }
}
main();
