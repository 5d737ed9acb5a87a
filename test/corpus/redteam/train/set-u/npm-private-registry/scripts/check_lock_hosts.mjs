#!/usr/bin/env node
// Fail if package-lock.json resolves packages from hosts outside the allowlist.
import fs from 'node:fs';

const allowed = new Set((process.env.ALLOWED_REGISTRY_HOSTS ?? 'registry.npmjs.org,npm.pkg.github.com').split(','));
const lock = JSON.parse(fs.readFileSync(process.argv[2] ?? 'package-lock.json', 'utf8'));
let bad = 0;
for (const [key, e] of Object.entries(lock.packages ?? {})) {
  if (!e.resolved || e.link) continue;
  let host;
  try { host = new URL(e.resolved).host; } catch { console.log(`${key}: unparsable resolved ${e.resolved}`); bad++; continue; }
  if (!allowed.has(host)) { console.log(`${key}: resolved from ${host}`); bad++; }
  if (!e.integrity) { console.log(`${key}: missing integrity`); bad++; }
}
console.log(bad ? `${bad} issue(s)` : 'lockfile hosts ok');
process.exitCode = bad ? 1 : 0;
