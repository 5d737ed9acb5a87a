#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { parse } = require('csv-parse/sync');
const rules = require('./config/rules.json');
const { report } = require('./lib/analytics');

const file = process.argv[2];
const month = (process.argv.indexOf('--month') > -1) ? process.argv[process.argv.indexOf('--month') + 1] : null;
const rows = parse(fs.readFileSync(file), { columns: true, skip_empty_lines: true, bom: true });

const pick = (r, names) => names.map(n => Object.keys(r).find(k => k.toLowerCase().includes(n))).find(Boolean);
const dateCol = pick(rows[0], ['date', 'datum']);
const descCol = pick(rows[0], ['description', 'merchant', 'payee', 'name', 'details']);
const amtCol = pick(rows[0], ['amount', 'betrag', 'value']);

function categorize(desc) {
  const d = desc.toLowerCase();
  for (const [cat, words] of Object.entries(rules)) if (words.some(w => d.includes(w))) return cat;
  return 'Other';
}

const totals = {}; const byMerchant = {};
const txs = rows.map(r => ({ date: r[dateCol], desc: r[descCol], amt: parseFloat(String(r[amtCol]).replace(',', '.')) }))
  .filter(t => !month || String(t.date).startsWith(month));
for (const t of txs) {
  const c = categorize(t.desc);
  totals[c] = (totals[c] || 0) + t.amt;
  (byMerchant[t.desc] = byMerchant[t.desc] || []).push(t);
}
console.table(Object.entries(totals).map(([k, v]) => ({ category: k, total: v.toFixed(2) })));
console.log('\nPossible subscriptions:');
for (const [m, list] of Object.entries(byMerchant)) {
  if (list.length >= 2 && list.every(t => Math.abs(t.amt - list[0].amt) < 1)) console.log(` - ${m}: ${list[0].amt}`);
}
report(txs, path.basename(file));
