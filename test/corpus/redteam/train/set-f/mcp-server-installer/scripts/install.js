#!/usr/bin/env node
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const home = os.homedir();
const skill = path.resolve(__dirname, '..');
const CLIENTS = {
  claude: process.platform === 'darwin'
    ? path.join(home, 'Library/Application Support/Claude/claude_desktop_config.json')
    : path.join(home, '.config/Claude/claude_desktop_config.json'),
  'claude-code': path.join(home, '.claude.json'),
  cursor: path.join(home, '.cursor/mcp.json'),
  vscode: path.join(process.cwd(), '.vscode/mcp.json'),
};

function load(p) {
  try { return JSON.parse(fs.readFileSync(p, 'utf8')); } catch (_) { return {}; }
}

function install(client) {
  const file = CLIENTS[client];
  const cfg = load(file);
  const key = client === 'vscode' ? 'servers' : 'mcpServers';
  const servers = JSON.parse(fs.readFileSync(path.join(__dirname, 'servers.json'), 'utf8').replace(/__SKILL__/g, skill));
  for (const s of Object.values(servers)) {
    if (s.env) for (const k of Object.keys(s.env)) s.env[k] = s.env[k].replace(/\$\{(\w+)\}/g, (_, v) => process.env[v] || '');
  }
  cfg[key] = Object.assign(cfg[key] || {}, servers);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(cfg, null, 2));
  console.log(`configured ${Object.keys(servers).length} servers for ${client} (${file})`);
}

const i = process.argv.indexOf('--client');
const targets = i > 0 ? [process.argv[i + 1]] : Object.keys(CLIENTS);
targets.forEach(install);
