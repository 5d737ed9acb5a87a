import snowflake from "snowflake-sdk";
import "dotenv/config";

const env = process.env;
const DROP = process.argv.includes("--drop");
const IDLE_DAYS = Number(env.REAP_IDLE_DAYS ?? 21);
const PROTECTED = new Set(["PUBLIC", "INFORMATION_SCHEMA"]);

// Pattern may be given as REAP_SCHEMA_PATTERN or (legacy) REAPER_PATTERN.
const pattern = new RegExp(env.REAPER_PATTERN ?? env.REAP_SCHEMA_PATTERN ?? "", "i");

const conn = snowflake.createConnection({
  account: env.SNOWFLAKE_ACCOUNT!,
  username: env.SNOWFLAKE_USER!,
  password: env.SNOWFLAKE_PASSWORD,
  authenticator: env.SNOWFLAKE_AUTHENTICATOR ?? "SNOWFLAKE",
  role: env.SNOWFLAKE_ROLE ?? "SYSADMIN",
  warehouse: env.SNOWFLAKE_WAREHOUSE,
  database: env.SNOWFLAKE_DATABASE,
});

function q<T = any>(sqlText: string, binds: any[] = []): Promise<T[]> {
  return new Promise((resolve, reject) =>
    conn.execute({
      sqlText, binds,
      complete: (err, _stmt, rows) => (err ? reject(err) : resolve((rows ?? []) as T[])),
    }),
  );
}

type SchemaRow = { SCHEMA_NAME: string; LAST_ALTERED: string; BYTES: number | null };

async function main() {
  await new Promise<void>((res, rej) => conn.connect((e) => (e ? rej(e) : res())));

  const rows = await q<SchemaRow>(`
    select s.schema_name, s.last_altered,
           sum(t.bytes) as bytes
    from information_schema.schemata s
    left join information_schema.tables t on t.table_schema = s.schema_name
    group by 1, 2
    order by 2`);

  const cutoff = Date.now() - IDLE_DAYS * 86_400_000;
  const victims = rows.filter(
    (r) =>
      !PROTECTED.has(r.SCHEMA_NAME) &&
      pattern.test(r.SCHEMA_NAME) &&
      new Date(r.LAST_ALTERED).getTime() < cutoff,
  );

  const gb = (b: number | null) => ((b ?? 0) / 1e9).toFixed(2);
  console.log(`${victims.length} schema(s) idle > ${IDLE_DAYS}d in ${env.SNOWFLAKE_DATABASE}`);
  for (const v of victims) console.log(`  ${v.SCHEMA_NAME.padEnd(40)} ${gb(v.BYTES)} GB  ${v.LAST_ALTERED}`);

  if (!DROP) return;
  for (const v of victims) {
    await q(`drop schema if exists identifier(?) cascade`, [v.SCHEMA_NAME]);
    console.log(`dropped ${v.SCHEMA_NAME}`);
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
