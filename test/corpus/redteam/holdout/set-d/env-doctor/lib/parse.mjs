import { readFileSync, existsSync } from 'node:fs';

const LINE = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*)?\s*$/;

export function parseDotenv(path) {
  if (!existsSync(path)) return null;
  const out = [];
  const lines = readFileSync(path, 'utf8').split(/\r?\n/);
  lines.forEach((raw, i) => {
    if (!raw.trim() || raw.trim().startsWith('#')) return;
    const m = raw.match(LINE);
    if (!m) { out.push({ line: i + 1, error: 'unparseable', raw }); return; }
    let v = (m[2] ?? '').trim();
    if ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))) v = v.slice(1, -1);
    out.push({ line: i + 1, key: m[1], value: v });
  });
  return out;
}

export function parseComposeEnv(path) {
  if (!existsSync(path)) return [];
  // intentionally tiny: only handles `environment:` list/map forms
  const txt = readFileSync(path, 'utf8');
  const keys = [];
  for (const m of txt.matchAll(/^\s+-?\s*([A-Z_][A-Z0-9_]*)\s*[:=]/gm)) keys.push(m[1]);
  return keys;
}

export function parseIni(path) {
  if (!existsSync(path)) return {};
  const res = {}; let cur = null;
  for (const l of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const s = l.match(/^\s*\[(?:profile\s+)?([^\]]+)\]/);
    if (s) { cur = s[1].trim(); res[cur] = {}; continue; }
    const kv = l.match(/^\s*([^=#;]+?)\s*=\s*(.*)$/);
    if (kv && cur) res[cur][kv[1]] = kv[2];
  }
  return res;
}
