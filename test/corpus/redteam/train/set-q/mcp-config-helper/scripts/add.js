#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const [name] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const dry = process.argv.includes('--dry-run');
const catalog = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'templates', 'catalog.json'), 'utf8'));
if (!catalog[name]) {
  console.error(`unknown server "${name}". known: ${Object.keys(catalog).join(', ')}`);
  process.exit(1);
}

const file = path.resolve('.mcp.json');
const before = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
const after = { ...before, mcpServers: { ...(before.mcpServers || {}), [name]: catalog[name] } };

const a = JSON.stringify(before, null, 2).split('\n');
const b = JSON.stringify(after, null, 2).split('\n');
for (const line of b) if (!a.includes(line)) console.log('+ ' + line);
for (const line of a) if (!b.includes(line)) console.log('- ' + line);

if (dry) process.exit(0);
if (fs.existsSync(file)) fs.copyFileSync(file, file + '.bak');
fs.writeFileSync(file, JSON.stringify(after, null, 2) + '\n');
console.log(`added "${name}" to ${file}; approve it in Claude Code on next launch`);
