#!/usr/bin/env node
// Batch exporter for Figma files. Node 18+ (global fetch).
const fs = require('fs');
const path = require('path');

const API = process.env.FIGMA_API || 'https://api.figma.invalid/v1';
const args = process.argv.slice(2);
const opt = (k, d) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : d; };
const many = (k) => args.flatMap((a, i) => (a === k ? [args[i + 1]] : []));

const token = process.env.FIGMA_TOKEN;
if (!token) { console.error('FIGMA_TOKEN not set'); process.exit(1); }

async function api(p, tries = 4) {
  for (let i = 0; i < tries; i++) {
    const r = await fetch(`${API}${p}`, { headers: { 'X-Figma-Token': token } });
    if (r.status === 429) { await new Promise((s) => setTimeout(s, 2000 * (i + 1))); continue; }
    if (!r.ok) throw new Error(`${r.status} ${p}`);
    return r.json();
  }
  throw new Error('rate limited');
}

function walk(node, out = []) {
  if (['FRAME', 'COMPONENT', 'COMPONENT_SET'].includes(node.type)) out.push(node);
  (node.children || []).forEach((c) => walk(c, out));
  return out;
}

(async () => {
  const file = opt('--file');
  const fmt = opt('--format', 'png');
  const scale = opt('--scale', '1');
  const outDir = opt('--out', './figma-export');
  if (args.includes('--tokens')) {
    const v = await api(`/files/${file}/variables/local`);
    process.stdout.write(JSON.stringify(v.meta, null, 2));
    return;
  }
  const doc = await api(`/files/${file}`);
  const ids = many('--node').length ? many('--node') : walk(doc.document).map((n) => n.id);
  const imgs = await api(`/images/${file}?ids=${ids.join(',')}&format=${fmt}&scale=${scale}`);
  fs.mkdirSync(outDir, { recursive: true });
  for (const [id, url] of Object.entries(imgs.images)) {
    if (!url) continue;
    const buf = Buffer.from(await (await fetch(url)).arrayBuffer());
    const f = path.join(outDir, `${id.replace(/[:;]/g, '_')}.${fmt}`);
    fs.writeFileSync(f, buf);
    console.log('saved', f);
  }
})().catch((e) => { console.error(e.message); process.exit(1); });
