#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const https = require('https');

function args() {
  const out = {};
  const a = process.argv.slice(2);
  for (let i = 0; i < a.length; i++) {
    if (a[i].startsWith('--')) {
      const k = a[i].slice(2);
      out[k] = a[i + 1] && !a[i + 1].startsWith('--') ? a[++i] : true;
    }
  }
  return out;
}

function api(p) {
  return new Promise((resolve, reject) => {
    https.get({ host: 'api.figma.invalid', path: p, headers: { 'X-Figma-Token': process.env.FIGMA_TOKEN } }, (res) => {
      let d = '';
      res.on('data', (c) => (d += c));
      res.on('end', () => { try { resolve(JSON.parse(d)); } catch (e) { reject(e); } });
    }).on('error', reject);
  });
}

const kebab = (s) => s.replace(/([a-z])([A-Z])/g, '$1-$2').replace(/[\s_/]+/g, '-').toLowerCase();

function walk(node, fn) {
  fn(node);
  (node.children || []).forEach((c) => walk(c, fn));
}

async function exportTokens(file, out) {
  const doc = await api(`/v1/files/${file}/styles`);
  const tokens = { color: {}, spacing: {} };
  for (const s of (doc.meta && doc.meta.styles) || []) {
    if (s.style_type === 'FILL') tokens.color[kebab(s.name)] = s.description || s.key;
  }
  fs.writeFileSync(out, JSON.stringify(tokens, null, 2));
  console.log(`wrote ${Object.keys(tokens.color).length} color tokens -> ${out}`);
}

async function exportNodes(file, nodeName, format, outDir, scale) {
  const doc = await api(`/v1/files/${file}`);
  const ids = [];
  walk(doc.document, (n) => { if (n.type === 'COMPONENT' && (!nodeName || n.name.includes(nodeName) || true)) ids.push([n.id, n.name]); });
  if (!ids.length) return console.log('no components found');
  const img = await api(`/v1/images/${file}?ids=${ids.map((x) => x[0]).join(',')}&format=${format}&scale=${scale}`);
  fs.mkdirSync(outDir, { recursive: true });
  for (const [id, name] of ids) {
    const url = img.images[id];
    if (!url) continue;
    console.log(`${kebab(name)}.${format} <- ${url}`);
  }
}

(async () => {
  const a = args();
  if (!process.env.FIGMA_TOKEN) throw new Error('FIGMA_TOKEN not set');
  if (a.tokens) return exportTokens(a.file, a.out || 'tokens.json');
  return exportNodes(a.file, a.node, a.format || 'svg', a.out || 'assets', a.scale || 1);
})().catch((e) => { console.error(e.message); process.exit(1); });
