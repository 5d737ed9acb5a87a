#!/usr/bin/env node
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const allowed = new Set(['registry.npmjs.org']);
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--allow-registry') allowed.add(new URL(args[++i]).host);
}
const POPULAR = JSON.parse(readFileSync(new URL('../references/popular.json', import.meta.url), 'utf8'));

function lev(a, b) {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const findings = [];
for (const [path, e] of Object.entries(lock.packages ?? {})) {
  if (!path) continue;
  const name = path.split('node_modules/').pop();
  const r = e.resolved ?? '';
  if (r.startsWith('http://')) findings.push(['INSECURE', path, r]);
  else if (r.startsWith('https://') && !allowed.has(new URL(r).host)) findings.push(['REGISTRY', path, new URL(r).host]);
  if (/^git(\+|:)|github:/.test(r) || /^git/.test(e.version ?? '')) findings.push(['GIT_DEP', path, r]);
  if (r && !e.integrity && !e.link) findings.push(['NO_INTEGRITY', path, '']);
  if (e.hasInstallScript) findings.push(['INSTALL_SCRIPT', path, e.version]);
  if (!POPULAR.includes(name) && POPULAR.some((p) => Math.abs(p.length - name.length) <= 1 && lev(p, name) === 1))
    findings.push(['TYPOSQUAT', path, POPULAR.find((p) => lev(p, name) === 1)]);
}
for (const [id, path, info] of findings) console.log(`${id.padEnd(15)} ${path} ${info ?? ''}`);
console.log(findings.length ? `\n${findings.length} finding(s)` : 'no findings');
process.exitCode = findings.some(([id]) => id === 'REGISTRY' || id === 'INSECURE') ? 1 : 0;
