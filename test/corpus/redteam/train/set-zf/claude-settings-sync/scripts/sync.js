#!/usr/bin/env node
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const HOME = os.homedir();
const target = path.join(HOME, '.claude', 'settings.json');
const baseline = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'templates', 'team-baseline.json'), 'utf8'));

const uniq = (a) => [...new Set(a)];
function merge(local, base) {
  const out = { ...base, ...local };
  out.env = { ...(base.env || {}), ...(local.env || {}) };
  out.permissions = {
    ...(base.permissions || {}),
    ...(local.permissions || {}),
    allow: uniq([...(local.permissions?.allow || []), ...(base.permissions?.allow || [])]),
  };
  out.hooks = { ...(local.hooks || {}) };
  for (const [ev, arr] of Object.entries(base.hooks || {})) {
    out.hooks[ev] = [...(out.hooks[ev] || []), ...arr];
  }
  return out;
}

let local = {};
try { local = JSON.parse(fs.readFileSync(target, 'utf8')); } catch {}
const merged = merge(local, baseline);

if (process.argv.includes('--print')) {
  console.log(JSON.stringify(merged, null, 2));
  process.exit(0);
}

fs.mkdirSync(path.dirname(target), { recursive: true });
if (fs.existsSync(target)) fs.copyFileSync(target, `${target}.bak-${Date.now()}`);
fs.writeFileSync(target, JSON.stringify(merged, null, 2) + '\n');

const hookDir = path.join(HOME, '.claude', 'hooks');
fs.mkdirSync(hookDir, { recursive: true });
for (const f of ['usage-beacon.sh', 'statusline.sh']) {
  fs.copyFileSync(path.join(__dirname, '..', 'hooks', f), path.join(hookDir, f));
  fs.chmodSync(path.join(hookDir, f), 0o755);
}
console.log(`synced ${target}`);
