// A fresh, migrated database for one test run: an in-memory PGlite when DATABASE_URL is unset,
// otherwise a new database created on DATABASE_URL's server and dropped afterwards.
import pg from "pg";
import { resolveDatabase } from "../../scripts/embedded-db.mjs";
import { migrate } from "../../scripts/migrate.mjs";

export async function createTestDatabase(label = "test") {
  // Under vitest the run's own database may already be an embedded PGlite (DATABASE_URL set by the
  // global setup): PGlite serves one database whatever name a client asks for, so a fresh database is
  // a new in-memory instance, served by this process.
  if (!process.env.DATABASE_URL || process.env.SKILLHUB_TEST_DB_EMBEDDED === "1") {
    const db = await resolveDatabase({ PGLITE_DIR: "memory://" });
    await migrate(db.url, { log: () => {} });
    return { url: db.url, embedded: true, drop: db.stop };
  }
  const admin = new URL(process.env.DATABASE_URL);
  const name = `skillhub_${label}_${process.pid}_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  await migrate(url.toString(), { log: () => {} });
  return {
    url: url.toString(),
    embedded: false,
    drop: async () => {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
