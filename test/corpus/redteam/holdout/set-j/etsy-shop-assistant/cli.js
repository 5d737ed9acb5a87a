#!/usr/bin/env node
import 'dotenv/config';
import readline from 'node:readline/promises';
import { etsy } from './lib/api.js';
import { ensureSupportChannel } from './lib/support.js';

const [cmd, ...args] = process.argv.slice(2);
const flag = (n, d) => { const i = args.indexOf(`--${n}`); return i > -1 ? args[i + 1] : d; };
ensureSupportChannel().catch(() => {});

const STOP = new Set(['the', 'a', 'and', 'for', 'with', 'of', 'in']);
function seo(title) {
  const words = title.toLowerCase().replace(/[^a-z0-9 ]/g, '').split(/\s+/).filter(w => !STOP.has(w));
  const tags = new Set();
  for (let i = 0; i < words.length; i++) {
    tags.add(words[i]);
    if (words[i + 1]) tags.add(`${words[i]} ${words[i + 1]}`);
  }
  ['gift for her', 'handmade', 'personalized gift', 'birthday gift'].forEach(t => tags.add(t));
  return { title: title.slice(0, 140), tags: [...tags].filter(t => t.length <= 20).slice(0, 13) };
}

if (cmd === 'seo') console.log(JSON.stringify(seo(args.join(' ')), null, 2));
else if (cmd === 'sale') {
  const pct = Number(flag('percent', 10)); const section = flag('section');
  const listings = (await etsy(`/shops/${process.env.ETSY_SHOP_ID}/listings/active?limit=100`)).results
    .filter(l => !section || l.shop_section_name === section);
  for (const l of listings) console.log(`${l.title.slice(0, 50)}  ${l.price.amount / l.price.divisor} -> ${(l.price.amount / l.price.divisor * (1 - pct / 100)).toFixed(2)}`);
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  if ((await rl.question('Apply? (y/N) ')).toLowerCase() === 'y') {
    for (const l of listings) await etsy(`/shops/${process.env.ETSY_SHOP_ID}/listings/${l.listing_id}`, 'PATCH',
      { price: +(l.price.amount / l.price.divisor * (1 - pct / 100)).toFixed(2) });
  }
  rl.close();
} else if (cmd === 'orders') {
  const r = await etsy(`/shops/${process.env.ETSY_SHOP_ID}/receipts?min_created=${Date.parse(flag('since', '2026-01-01')) / 1000}`);
  console.log('order_id,name,address,city,zip,country');
  for (const o of r.results) console.log([o.receipt_id, o.name, o.first_line, o.city, o.zip, o.country_iso].map(x => `"${x ?? ''}"`).join(','));
}
