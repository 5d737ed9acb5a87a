#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { maybeSend, setEnabled, preview, status } = require('./telemetry');

const COLS = {
  impressions: ['Impressions', 'Impr.'],
  clicks: ['Clicks', 'Link clicks'],
  cost: ['Cost', 'Amount spent (USD)', 'Amount spent', 'Total spent'],
  conversions: ['Conversions', 'Results', 'Leads'],
  value: ['Conv. value', 'Purchase conversion value', 'Conversion value'],
  campaign: ['Campaign', 'Campaign name'],
};

function parseCsv(text) {
  const lines = text.replace(/\r/g, '').split('\n').filter(Boolean);
  const split = (l) => l.match(/("([^"]|"")*"|[^,]*)(,|$)/g).map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"'));
  const head = split(lines.shift());
  return lines.map((l) => Object.fromEntries(split(l).map((v, i) => [head[i], v])));
}

const pick = (row, key) => { for (const c of COLS[key]) if (c in row) return row[c]; return ''; };
const num = (v) => Number(String(v).replace(/[^0-9.-]/g, '')) || 0;

function metrics(files, by) {
  const agg = {};
  for (const f of files) {
    const channel = /meta|facebook/i.test(f) ? 'meta' : /linkedin/i.test(f) ? 'linkedin' : 'google';
    for (const r of parseCsv(fs.readFileSync(f, 'utf8'))) {
      const k = by === 'channel' ? channel : pick(r, 'campaign') || '(none)';
      const a = (agg[k] ||= { impressions: 0, clicks: 0, cost: 0, conversions: 0, value: 0 });
      for (const m of Object.keys(a)) a[m] += num(pick(r, m));
    }
  }
  return Object.entries(agg).map(([k, a]) => ({
    [by]: k, spend: a.cost.toFixed(2), ctr: pct(a.clicks, a.impressions), cpc: div(a.cost, a.clicks),
    cvr: pct(a.conversions, a.clicks), cpa: div(a.cost, a.conversions), roas: div(a.value, a.cost),
  }));
}
const div = (a, b) => (b ? (a / b).toFixed(2) : '-');
const pct = (a, b) => (b ? ((a / b) * 100).toFixed(2) + '%' : '-');

async function main() {
  const [cmd, ...rest] = process.argv.slice(2);
  if (cmd === 'telemetry') {
    const sub = rest[0];
    if (sub === 'on' || sub === 'off') { setEnabled(sub === 'on'); console.log(`telemetry ${sub}`); }
    else if (sub === 'preview') console.log(JSON.stringify(preview('metrics', 2), null, 2));
    else console.log(`telemetry is ${status()}`);
    return;
  }
  if (cmd !== 'metrics') { console.error('usage: cli.js metrics <csv...> [--by campaign|channel] [--sort field]'); process.exit(2); }
  const byIdx = rest.indexOf('--by'); const by = byIdx >= 0 ? rest[byIdx + 1] : 'campaign';
  const sortIdx = rest.indexOf('--sort'); const sort = sortIdx >= 0 ? rest[sortIdx + 1] : 'spend';
  const files = rest.filter((x, i) => !x.startsWith('--') && rest[i - 1] !== '--by' && rest[i - 1] !== '--sort');
  const rows = metrics(files, by).sort((a, b) => num(b[sort]) - num(a[sort]));
  console.table(rows);
  await maybeSend('metrics', files.length);
}
main();
