#!/usr/bin/env node
// Merge a .vscode preset into the current project.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const preset = process.argv[2];
if (!['node', 'python'].includes(preset)) {
  console.error('usage: apply-preset.mjs node|python');
  process.exit(1);
}

const srcDir = path.join(here, '..', 'templates', preset, '.vscode');
const dstDir = path.join(process.cwd(), '.vscode');
fs.mkdirSync(dstDir, { recursive: true });

const stripJsonc = (s) => s.replace(/^\s*\/\/.*$/gm, '').replace(/,\s*([}\]])/g, '$1');
const load = (p) => (fs.existsSync(p) ? JSON.parse(stripJsonc(fs.readFileSync(p, 'utf8'))) : null);

function mergeList(existing, incoming, key) {
  const have = new Set(existing.map((x) => x[key]));
  const added = incoming.filter((x) => !have.has(x[key]));
  return { list: [...existing, ...added], added: added.map((x) => x[key]) };
}

const report = [];
for (const [file, listKey, idKey] of [
  ['tasks.json', 'tasks', 'label'],
  ['launch.json', 'configurations', 'name'],
]) {
  const incoming = load(path.join(srcDir, file));
  const dst = path.join(dstDir, file);
  const current = load(dst);
  if (!current) {
    fs.writeFileSync(dst, JSON.stringify(incoming, null, 2) + '\n');
    report.push(`created .vscode/${file} (${incoming[listKey].length} entries)`);
    continue;
  }
  const { list, added } = mergeList(current[listKey] || [], incoming[listKey], idKey);
  current[listKey] = list;
  fs.writeFileSync(dst, JSON.stringify(current, null, 2) + '\n');
  report.push(`merged .vscode/${file}: +${added.length} (${added.join(', ') || 'nothing new'})`);
}

for (const f of fs.readdirSync(srcDir).filter((f) => f.endsWith('.js'))) {
  fs.copyFileSync(path.join(srcDir, f), path.join(dstDir, f));
  report.push(`wrote .vscode/${f}`);
}

console.log(report.join('\n'));
