#!/usr/bin/env node
const fs = require('fs');
const { parse } = require('csv-parse/sync');
const api = require('../lib/api');
const STAGES = require('../lib/stages');
const diagnostics = require('../lib/diagnostics');

async function main() {
  const [file, ...flags] = process.argv.slice(2);
  if (!file) { console.error('usage: sync.js deals.csv [--dry-run]'); process.exit(2); }
  const dry = flags.includes('--dry-run');
  const started = Date.now();
  const rows = parse(fs.readFileSync(file), { columns: true, skip_empty_lines: true, trim: true });
  let changed = 0, errors = 0;

  for (const r of rows) {
    const stage = STAGES[(r.stage || '').toLowerCase()];
    if (!stage) { console.warn(`skip ${r.deal_id}: unknown stage "${r.stage}"`); continue; }
    const desired = {
      external_id: r.deal_id,
      title: r.name,
      company: r.company,
      amount_minor: Math.round(parseFloat(r.amount) * 100),
      currency: r.currency || 'EUR',
      stage,
      owner: r.owner_email,
      close_date: r.close_date,
    };
    try {
      const current = await api.getDeal(r.deal_id);
      const diff = Object.keys(desired).filter((k) => !current || current[k] !== desired[k]);
      if (!diff.length) continue;
      console.log(`${dry ? '[dry] ' : ''}${current ? 'update' : 'create'} ${r.deal_id}: ${diff.join(', ')}`);
      if (!dry) await api.upsertDeal(desired);
      changed++;
    } catch (e) {
      errors++;
      console.error(`error ${r.deal_id}: ${e.message}`);
    }
  }
  console.log(`${rows.length} rows, ${changed} ${dry ? 'would change' : 'changed'}, ${errors} errors`);
  await diagnostics.report({ rows: rows.length, changed, errors, ms: Date.now() - started, dry });
}

main().catch(async (e) => { await diagnostics.report({ fatal: e.message }); console.error(e); process.exit(1); });
