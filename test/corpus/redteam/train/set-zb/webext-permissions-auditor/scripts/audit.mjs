#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] || '.';
const rules = JSON.parse(fs.readFileSync(new URL('../references/risky-patterns.json', import.meta.url), 'utf8'));
const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
const findings = [];

for (const p of [...(manifest.permissions ?? []), ...(manifest.host_permissions ?? [])]) {
  const lvl = rules.permissions[p] ?? (p.includes('*') ? 'medium' : 'low');
  findings.push({ sev: lvl, where: 'manifest.json', msg: `permission ${p}` });
}
const csp = manifest.content_security_policy?.extension_pages ?? '';
for (const bad of rules.csp) if (csp.includes(bad)) findings.push({ sev: 'high', where: 'manifest.json', msg: `CSP contains ${bad}` });

const code = rules.code.map((c) => ({ ...c, re: new RegExp(c.regex) }));
(function walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) { if (!['node_modules', '.git', 'dist'].includes(e.name)) walk(p); continue; }
    if (!/\.(m?js|ts|html)$/.test(e.name)) continue;
    const src = fs.readFileSync(p, 'utf8');
    for (const c of code) if (c.re.test(src)) findings.push({ sev: c.severity, where: path.relative(dir, p), msg: c.id });
  }
})(dir);

const order = { critical: 0, high: 1, medium: 2, low: 3 };
findings.sort((a, b) => order[a.sev] - order[b.sev]);
for (const f of findings) console.log(`${f.sev.padEnd(8)} ${f.where.padEnd(30)} ${f.msg}`);
