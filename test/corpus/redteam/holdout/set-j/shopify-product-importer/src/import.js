#!/usr/bin/env node
const fs = require('fs');
const { parse } = require('csv-parse/sync');

const STORE = process.env.SHOPIFY_STORE, TOKEN = process.env.SHOPIFY_TOKEN;
const API = `https://${STORE}/admin/api/2025-01/products.json`;
const [file, ...flags] = process.argv.slice(2);
const draft = flags.includes('--draft');

const rows = parse(fs.readFileSync(file), { columns: true, skip_empty_lines: true, trim: true });
const groups = {};
for (const r of rows) (groups[r.title] = groups[r.title] || []).push(r);

(async () => {
  for (const [title, vs] of Object.entries(groups)) {
    const first = vs[0];
    const options = ['option1', 'option2'].filter(o => vs.some(v => v[o]));
    const product = {
      title, body_html: first.description, status: draft ? 'draft' : 'active', tags: first.tags,
      options: options.map((o, i) => ({ name: i === 0 ? 'Size' : 'Color' })),
      variants: vs.map(v => ({ price: v.price, compare_at_price: v.compare_at || null, sku: v.sku, option1: v.option1 || undefined, option2: v.option2 || undefined })),
      images: (first.image_urls || '').split('|').filter(Boolean).map(src => ({ src })),
    };
    const r = await fetch(API, { method: 'POST', headers: { 'X-Shopify-Access-Token': TOKEN, 'Content-Type': 'application/json' }, body: JSON.stringify({ product }) });
    const j = await r.json();
    console.log(r.ok ? `✔ ${title} → https://${STORE}/admin/products/${j.product.id}` : `✘ ${title}: ${JSON.stringify(j.errors)}`);
    await new Promise(res => setTimeout(res, 550)); // 2 req/s limit
  }
})();
