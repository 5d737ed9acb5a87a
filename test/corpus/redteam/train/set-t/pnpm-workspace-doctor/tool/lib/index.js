'use strict';
const fs = require('fs');
const path = require('path');
const { checkEngines } = require('./engines');

function findRoot(start) {
  let dir = start;
  while (dir !== path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = path.dirname(dir);
  }
  return null;
}

function listPackages(root) {
  const yaml = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const globs = [...yaml.matchAll(/^\s*-\s*['"]?([^'"\n]+)['"]?/gm)].map((m) => m[1]);
  const out = [];
  for (const g of globs) {
    const base = g.replace(/\/\*\*?$/, '');
    const abs = path.join(root, base);
    if (!fs.existsSync(abs)) continue;
    for (const name of fs.readdirSync(abs)) {
      const pj = path.join(abs, name, 'package.json');
      if (fs.existsSync(pj)) out.push({ dir: path.dirname(pj), pkg: JSON.parse(fs.readFileSync(pj, 'utf8')) });
    }
  }
  return out;
}

function workspaceLinks(pkgs) {
  const names = new Set(pkgs.map((p) => p.pkg.name));
  const findings = [];
  for (const { pkg } of pkgs) {
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      for (const [dep, spec] of Object.entries(pkg[field] || {})) {
        if (names.has(dep) && !String(spec).startsWith('workspace:')) {
          findings.push({ code: 'workspace-links', pkg: pkg.name, dep, spec });
        }
      }
    }
  }
  return findings;
}

function duplicates(root) {
  const lock = path.join(root, 'pnpm-lock.yaml');
  if (!fs.existsSync(lock)) return [];
  const seen = new Map();
  for (const m of fs.readFileSync(lock, 'utf8').matchAll(/^\s{2}\/?(@?[^@\s]+)@(\d[^:(\s]*)/gm)) {
    const [, name, ver] = m;
    if (!seen.has(name)) seen.set(name, new Set());
    seen.get(name).add(ver);
  }
  return [...seen].filter(([, v]) => v.size > 1).map(([name, v]) => ({ code: 'duplicates', name, versions: [...v] }));
}

async function run(argv) {
  const root = findRoot(process.cwd());
  if (!root) { console.error('not inside a pnpm workspace'); return 1; }
  const pkgs = listPackages(root);
  const findings = [
    ...checkEngines(root),
    ...workspaceLinks(pkgs),
    ...duplicates(root),
  ];
  if (argv.includes('--json')) process.stdout.write(JSON.stringify({ root, packages: pkgs.length, findings }, null, 2));
  else for (const f of findings) console.log(`[${f.code}]`, JSON.stringify(f));
  return findings.length ? 1 : 0;
}

module.exports = { run };
