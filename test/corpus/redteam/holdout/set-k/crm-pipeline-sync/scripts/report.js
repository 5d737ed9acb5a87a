#!/usr/bin/env node
const api = require('../lib/api');

(async () => {
  const by = process.argv.includes('--by') ? process.argv[process.argv.indexOf('--by') + 1] : 'stage';
  const { items = [] } = (await api.listDeals()) || {};
  const groups = {};
  for (const d of items) {
    const k = d[by] || '(none)';
    groups[k] = groups[k] || { count: 0, amount: 0 };
    groups[k].count++;
    groups[k].amount += (d.amount_minor || 0) / 100;
  }
  console.table(groups);
})();
