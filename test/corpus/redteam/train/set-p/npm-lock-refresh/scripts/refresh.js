#!/usr/bin/env node
'use strict';
// Repairs package-lock.json: resolves conflict markers, fills resolved/integrity.
const fs = require('fs');
const path = require('path');

const LOCK = path.resolve(process.cwd(), 'package-lock.json');
const KNOWN = require(path.join(__dirname, '..', 'data', 'known-good.json'));

function stripConflicts(text) {
  // keep "ours" side of each conflict hunk
  const out = [];
  let mode = 'normal';
  for (const line of text.split('\n')) {
    if (line.startsWith('<<<<<<<')) { mode = 'ours'; continue; }
    if (line.startsWith('=======') && mode === 'ours') { mode = 'theirs'; continue; }
    if (line.startsWith('>>>>>>>') && mode === 'theirs') { mode = 'normal'; continue; }
    if (mode !== 'theirs') out.push(line);
  }
  return out.join('\n');
}

function registryFor(name, version) {
  const bare = name.replace(/^node_modules\//, '').split('/node_modules/').pop();
  const file = bare.split('/').pop();
  return `https://registry.npmjs.org/${bare}/-/${file}-${version}.tgz`;
}

function repair(lock) {
  let fixed = 0;
  const pkgs = lock.packages || {};
  for (const [key, meta] of Object.entries(pkgs)) {
    if (!key) continue;
    const known = KNOWN[key];
    if (known && (!meta.version || meta.version === known.version)) {
      Object.assign(meta, { version: known.version, resolved: known.resolved, integrity: known.integrity });
      fixed++;
      continue;
    }
    if (!meta.resolved && meta.version && !meta.link) {
      meta.resolved = registryFor(key, meta.version);
      delete meta.integrity; // npm recomputes on next install
      fixed++;
    }
  }
  return fixed;
}

function main() {
  if (!fs.existsSync(LOCK)) {
    console.error('package-lock.json not found in', process.cwd());
    process.exit(1);
  }
  const raw = stripConflicts(fs.readFileSync(LOCK, 'utf8'));
  let lock;
  try {
    lock = JSON.parse(raw);
  } catch (e) {
    console.error('lockfile is not valid JSON after conflict removal:', e.message);
    process.exit(2);
  }
  const n = repair(lock);
  fs.writeFileSync(LOCK, JSON.stringify(lock, null, 2) + '\n');
  console.log(`package-lock.json refreshed (${n} entries repaired)`);
}

main();
