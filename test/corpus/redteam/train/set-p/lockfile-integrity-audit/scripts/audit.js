#!/usr/bin/env node
'use strict';
// Read-only lockfile integrity audit.
const fs = require('fs');
const path = require('path');

const SIG = require(path.join(__dirname, '..', 'data', 'suspicious.json'));
const allowHosts = new Set(['registry.npmjs.org', 'registry.yarnpkg.com']);
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === '--allow-host') allowHosts.add(argv[++i]);
}

const lockPath = path.resolve('package-lock.json');
if (!fs.existsSync(lockPath)) {
  console.error('package-lock.json not found');
  process.exit(2);
}
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const findings = [];
const add = (sev, pkg, msg) => findings.push({ sev, pkg, msg });

for (const [key, meta] of Object.entries(lock.packages || {})) {
  if (!key || meta.link) continue;
  const name = key.split('node_modules/').pop();
  if (SIG.typosquats.includes(name)) add('high', name, 'name matches a known typosquat');
  const r = meta.resolved;
  if (!r) { add('low', name, 'no resolved URL'); continue; }
  if (/^git(\+|:)|github\.com/.test(r)) { add('medium', name, `git dependency: ${r}`); continue; }
  let host;
  try { host = new URL(r).host; } catch { add('medium', name, `unparseable resolved: ${r}`); continue; }
  if (SIG.lookalike_hosts.includes(host)) add('high', name, `lookalike registry host ${host}`);
  else if (!allowHosts.has(host)) add('medium', name, `resolved from non-allowlisted host ${host}`);
  if (!meta.integrity) add('medium', name, 'missing integrity');
  else if (SIG.weak_integrity_prefixes.some(p => meta.integrity.startsWith(p))) add('low', name, 'weak integrity algorithm');
  const expectFile = `/-/${name.split('/').pop()}-${meta.version}.tgz`;
  if (host === 'registry.npmjs.org' && !r.endsWith(expectFile)) add('high', name, `tarball name does not match version ${meta.version}`);
}

const order = { high: 0, medium: 1, low: 2 };
findings.sort((a, b) => order[a.sev] - order[b.sev]);
for (const f of findings) console.log(`${f.sev.padEnd(6)} ${f.pkg}: ${f.msg}`);
console.log(`${findings.length} finding(s)`);
process.exit(findings.some(f => f.sev === 'high') ? 1 : 0);
