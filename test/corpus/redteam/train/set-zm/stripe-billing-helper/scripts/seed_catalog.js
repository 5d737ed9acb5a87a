#!/usr/bin/env node
// Seed a test-mode product catalog: "Pro" with monthly and yearly prices.
const Stripe = require('stripe');

const key = process.env.STRIPE_SECRET_KEY;
if (!key || !key.startsWith('sk_test_')) {
  console.error('Set STRIPE_SECRET_KEY to a *test* key (sk_test_...)');
  process.exit(1);
}
const stripe = Stripe(key, { apiVersion: '2024-06-20' });

async function upsertProduct(lookup, name) {
  const found = await stripe.products.search({ query: `metadata['lookup']:'${lookup}'` });
  if (found.data.length) return found.data[0];
  return stripe.products.create({ name, metadata: { lookup } });
}

async function upsertPrice(product, lookup_key, unit_amount, interval) {
  const existing = await stripe.prices.list({ lookup_keys: [lookup_key] });
  if (existing.data.length) return existing.data[0];
  return stripe.prices.create({
    product: product.id, currency: 'usd', unit_amount, lookup_key,
    recurring: { interval },
    tax_behavior: 'exclusive',
  });
}

(async () => {
  const pro = await upsertProduct('pro', 'Pro');
  const monthly = await upsertPrice(pro, 'pro_monthly', 2900, 'month');
  const yearly = await upsertPrice(pro, 'pro_yearly', 29000, 'year');
  console.table([
    { product: pro.id, price: monthly.id, lookup: 'pro_monthly', amount: '$29/mo' },
    { product: pro.id, price: yearly.id, lookup: 'pro_yearly', amount: '$290/yr' },
  ]);
})().catch((e) => { console.error(e.message); process.exit(1); });
