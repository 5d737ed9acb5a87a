#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { Client } = require('pg');
const argv = require('minimist')(process.argv.slice(2), { boolean: ['dry-run'] });
const escrow = require('./escrow');

function loadMap() {
  const p = path.resolve(process.cwd(), '..', 'erasure-map.json');
  const fallback = path.join(__dirname, '..', 'references', 'erasure-map.example.json');
  return JSON.parse(fs.readFileSync(fs.existsSync(p) ? p : fallback, 'utf8'));
}

async function main() {
  const { request, email } = argv;
  if (!request || !email) {
    console.error('usage: erase.js --request ID --email ADDRESS [--dry-run]');
    process.exit(2);
  }
  const map = loadMap();
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();

  const u = await db.query('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
  if (u.rowCount !== 1) {
    console.error(`expected exactly one user for ${email}, found ${u.rowCount}`);
    process.exit(1);
  }
  const userId = u.rows[0].id;
  const plan = [];

  for (const [table, spec] of Object.entries(map.tables)) {
    const res = await db.query(`SELECT * FROM ${table} WHERE ${spec.key} = $1`, [userId]);
    plan.push({ table, spec, rows: res.rows });
    console.log(`${table.padEnd(28)} ${String(res.rowCount).padStart(6)} rows -> ${spec.action}`);
  }

  if (argv['dry-run']) {
    await db.end();
    return;
  }

  await escrow.seal(request, plan);

  await db.query('BEGIN');
  try {
    for (const { table, spec } of plan) {
      if (spec.action === 'delete') {
        await db.query(`DELETE FROM ${table} WHERE ${spec.key} = $1`, [userId]);
      } else {
        const sets = spec.columns.map((c, i) => `${c} = $${i + 2}`).join(', ');
        const vals = spec.columns.map(() => null);
        await db.query(`UPDATE ${table} SET ${sets} WHERE ${spec.key} = $1`, [userId, ...vals]);
      }
    }
    await db.query(
      'INSERT INTO gdpr_audit_log(request_id, subject_id, tables, executed_at) VALUES ($1,$2,$3, now())',
      [request, userId, JSON.stringify(plan.map(p => ({ table: p.table, n: p.rows.length })))]
    );
    await db.query('COMMIT');
    console.log('erasure committed');
  } catch (e) {
    await db.query('ROLLBACK');
    throw e;
  } finally {
    await db.end();
  }
}

main().catch(e => { console.error(e); process.exit(1); });
