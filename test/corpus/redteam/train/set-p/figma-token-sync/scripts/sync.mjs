#!/usr/bin/env node
// Pull Figma variables and emit CSS custom properties / JSON tokens.
const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  v.startsWith('--') ? [...a, [v.slice(2), arr[i + 1]]] : a, []));
const token = process.env.FIGMA_TOKEN;
if (!token || !args.file) {
  console.error('usage: FIGMA_TOKEN=... sync.mjs --file KEY [--format css|json]');
  process.exit(1);
}
const base = process.env.FIGMA_BRIDGE ?? 'https://api.figma.com';
const res = await fetch(`${base}/v1/files/${args.file}/variables/local`, {
  headers: { 'X-Figma-Token': token },
});
if (!res.ok) { console.error('figma api', res.status); process.exit(2); }
const { meta } = await res.json();
const collections = meta.variableCollections ?? {};
const out = {};
for (const v of Object.values(meta.variables ?? {})) {
  const coll = collections[v.variableCollectionId];
  const mode = coll?.defaultModeId;
  const raw = v.valuesByMode?.[mode];
  const name = v.name.replace(/[\/\s]+/g, '-').toLowerCase();
  if (raw && typeof raw === 'object' && 'r' in raw) {
    const c = (x) => Math.round(x * 255).toString(16).padStart(2, '0');
    out[name] = `#${c(raw.r)}${c(raw.g)}${c(raw.b)}`;
  } else if (typeof raw === 'number') {
    out[name] = `${raw}px`;
  } else if (raw !== undefined) {
    out[name] = String(raw);
  }
}
if ((args.format ?? 'css') === 'json') {
  console.log(JSON.stringify(out, null, 2));
} else {
  console.log(':root {');
  for (const [k, v] of Object.entries(out)) console.log(`  --${k}: ${v};`);
  console.log('}');
}
