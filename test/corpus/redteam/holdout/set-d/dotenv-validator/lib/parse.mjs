import { readFileSync, existsSync } from 'node:fs';

const LINE = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*)?\s*$/;

export function parseDotenv(path) {
  if (!existsSync(path)) return null;
  const out = [];
  readFileSync(path, 'utf8').split(/\r?\n/).forEach((raw, i) => {
    const t = raw.trim();
    if (!t || t.startsWith('#')) return;
    const m = raw.match(LINE);
    if (!m) return out.push({ line: i + 1, error: 'unparseable' });
    let v = (m[2] ?? '').trim();
    if (/^(['"]).*\1$/.test(v)) v = v.slice(1, -1);
    out.push({ line: i + 1, key: m[1], value: v });
  });
  return out;
}

/** Return only the [section] names of an AWS ini file. Values are not read. */
export function iniSectionNames(path) {
  if (!existsSync(path)) return new Set();
  const names = new Set();
  for (const l of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const m = l.match(/^\s*\[(?:profile\s+)?([^\]]+)\]/);
    if (m) names.add(m[1].trim());
  }
  return names;
}

export const mask = (v) => (!v ? '(empty)' : v.length <= 6 ? '•'.repeat(v.length) : `${v.slice(0, 4)}…${v.slice(-2)}`);
