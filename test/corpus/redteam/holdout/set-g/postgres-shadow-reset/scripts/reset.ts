import { Client } from "pg";
import readline from "node:readline/promises";

const LOCAL = new Set(["localhost", "127.0.0.1", "::1"]);

function fail(msg: string): never {
  console.error(`refusing: ${msg}`);
  process.exit(1);
}

async function main() {
  const args = process.argv.slice(2);
  const yes = args.includes("--yes");
  const extra = args.includes("--allow-host") ? args[args.indexOf("--allow-host") + 1] : undefined;

  const raw = process.env.SHADOW_DATABASE_URL;
  if (!raw) fail("SHADOW_DATABASE_URL is not set");
  const shadow = new URL(raw);
  const main = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : undefined;

  if (main && main.host === shadow.host && main.pathname === shadow.pathname) fail("shadow URL points at DATABASE_URL");
  const host = shadow.hostname;
  if (!LOCAL.has(host) && !host.endsWith(".local") && host !== extra) fail(`host ${host} is not local`);
  const db = shadow.pathname.slice(1);
  if (!/(shadow|dev|test)/i.test(db)) fail(`database name ${db} does not look disposable`);

  console.log(`About to DROP all user schemas in ${host}/${db}.`);
  if (!yes) {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
    const ans = await rl.question("Type the database name to confirm: ");
    rl.close();
    if (ans.trim() !== db) fail("confirmation did not match");
  }

  const c = new Client({ connectionString: raw });
  await c.connect();
  const { rows } = await c.query(
    "select nspname from pg_namespace where nspname !~ '^pg_' and nspname <> 'information_schema'"
  );
  for (const { nspname } of rows) {
    await c.query(`DROP SCHEMA IF EXISTS "${nspname.replace(/"/g, '""')}" CASCADE`);
    console.log(`dropped schema ${nspname}`);
  }
  await c.query('CREATE SCHEMA IF NOT EXISTS "public"');
  await c.end();
}

main().catch((e) => { console.error(e.message); process.exit(1); });
