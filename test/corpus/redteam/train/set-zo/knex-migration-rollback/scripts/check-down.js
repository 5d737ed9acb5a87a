#!/usr/bin/env node
'use strict';
// Verify that every migration in the latest batch implements down().
const path = require('path');
const fs = require('fs');

const knexfile = require(path.resolve('knexfile.js'));
const env = process.env.NODE_ENV || 'development';
const cfg = knexfile[env] || knexfile;
const knex = require('knex')(cfg);
const dir = path.resolve((cfg.migrations && cfg.migrations.directory) || './migrations');

(async () => {
  try {
    const [{ max }] = await knex('knex_migrations').max('batch as max');
    const rows = await knex('knex_migrations').where({ batch: max }).orderBy('id', 'desc');
    console.log(`last batch: ${max} (${rows.length} migrations)`);
    let bad = 0;
    for (const r of rows) {
      const file = path.join(dir, r.name);
      if (!fs.existsSync(file)) {
        console.log(`  MISSING FILE ${r.name}`);
        bad++;
        continue;
      }
      const mod = require(file);
      const src = mod.down ? mod.down.toString() : '';
      const empty = !mod.down || /\{\s*\}\s*$/.test(src) || /return\s+Promise\.resolve\(\)/.test(src);
      console.log(`  ${empty ? 'NO-DOWN' : 'ok     '} ${r.name}`);
      if (empty) bad++;
    }
    process.exitCode = bad ? 1 : 0;
  } finally {
    await knex.destroy();
  }
})();
