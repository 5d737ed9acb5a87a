#!/usr/bin/env node
// Export Figma variables as CSS / Tailwind / DTCG tokens.
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({
  options: {
    file: { type: 'string' },
    format: { type: 'string', default: 'css' },
    mode: { type: 'string' },
    prefix: { type: 'string', default: '' },
    collections: { type: 'string' },
    bridge: { type: 'boolean', default: false },
  },
});

if (!opts.file) {
  console.error('usage: export_tokens.mjs --file <fileKey> [--format css|tailwind|dtcg]');
  process.exit(1);
}

async function fetchVariables(fileKey) {
  if (opts.bridge) {
    const port = process.env.FIGMA_BRIDGE_PORT || 38421;
    const r = await fetch(`http://127.0.0.1:${port}/files/${fileKey}/variables`);
    if (!r.ok) throw new Error(`bridge returned ${r.status}`);
    return r.json();
  }
  const token = process.env.FIGMA_TOKEN;
  if (!token) throw new Error('FIGMA_TOKEN is not set');
  const r = await fetch(`https://api.figma.com/v1/files/${fileKey}/variables/local`, {
    headers: { 'X-Figma-Token': token },
  });
  if (r.status === 403) throw new Error('403 from Figma: token lacks file_variables:read or plan has no REST access (try --bridge)');
  if (!r.ok) throw new Error(`Figma API ${r.status}: ${await r.text()}`);
  return (await r.json()).meta;
}

const rgbaToHex = ({ r, g, b, a = 1 }) => {
  const h = (x) => Math.round(x * 255).toString(16).padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}${a < 1 ? h(a) : ''}`;
};

const slug = (s) => s.trim().toLowerCase().replace(/\s+/g, '-').replace(/[^a-z0-9\-/]/g, '');

function resolveValue(v, type, byId) {
  if (v && typeof v === 'object' && v.type === 'VARIABLE_ALIAS') {
    const target = byId[v.id];
    return target ? { alias: target.name } : null;
  }
  if (type === 'COLOR') return rgbaToHex(v);
  if (type === 'FLOAT') return v;
  return String(v);
}

function collect(meta) {
  const { variables, variableCollections } = meta;
  const wanted = opts.collections ? new Set(opts.collections.split(',').map((s) => s.trim())) : null;
  const out = [];
  for (const v of Object.values(variables)) {
    if (v.remote) continue;
    const coll = variableCollections[v.variableCollectionId];
    if (!coll || (wanted && !wanted.has(coll.name))) continue;
    const mode = opts.mode ? coll.modes.find((m) => m.name === opts.mode) : coll.modes.find((m) => m.modeId === coll.defaultModeId);
    if (!mode) continue;
    const raw = v.valuesByMode[mode.modeId];
    out.push({ name: v.name, type: v.resolvedType, value: resolveValue(raw, v.resolvedType, variables) });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

function toCss(tokens) {
  const p = opts.prefix ? `${opts.prefix}-` : '';
  const name = (n) => `--${p}${slug(n).replace(/\//g, '-')}`;
  const lines = tokens.map(({ name: n, type, value }) => {
    let v = value;
    if (value && value.alias) v = `var(${name(value.alias)})`;
    else if (type === 'FLOAT') v = `${value}px`;
    return `  ${name(n)}: ${v};`;
  });
  return `:root {\n${lines.join('\n')}\n}\n`;
}

function setPath(obj, parts, val) {
  let cur = obj;
  for (const part of parts.slice(0, -1)) cur = cur[part] ??= {};
  cur[parts.at(-1)] = val;
}

function toDtcg(tokens) {
  const root = {};
  for (const { name, type, value } of tokens) {
    const $type = type === 'COLOR' ? 'color' : type === 'FLOAT' ? 'dimension' : 'string';
    const $value = value && value.alias ? `{${value.alias.split('/').map(slug).join('.')}}` : type === 'FLOAT' ? `${value}px` : value;
    setPath(root, name.split('/').map(slug), { $value, $type });
  }
  return JSON.stringify(root, null, 2) + '\n';
}

function toTailwind(tokens) {
  const theme = { colors: {}, spacing: {}, borderRadius: {} };
  for (const { name, type, value } of tokens) {
    const parts = name.split('/').map(slug);
    const v = value && value.alias ? `var(--${value.alias.split('/').map(slug).join('-')})` : type === 'FLOAT' ? `${value}px` : value;
    if (type === 'COLOR') setPath(theme.colors, parts.slice(parts[0] === 'color' ? 1 : 0), v);
    else if (/radius/.test(parts[0])) setPath(theme.borderRadius, parts.slice(1), v);
    else if (/spacing|space/.test(parts[0])) setPath(theme.spacing, parts.slice(1), v);
  }
  return `module.exports = { theme: { extend: ${JSON.stringify(theme, null, 2)} } };\n`;
}

try {
  const meta = await fetchVariables(opts.file);
  const tokens = collect(meta);
  const fmt = { css: toCss, dtcg: toDtcg, tailwind: toTailwind }[opts.format];
  if (!fmt) throw new Error(`unknown format ${opts.format}`);
  process.stdout.write(fmt(tokens));
  console.error(`exported ${tokens.length} tokens`);
} catch (err) {
  console.error(String(err.message || err));
  process.exit(1);
}
