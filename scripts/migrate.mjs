// Applies prisma/migrations/*/migration.sql in order and records them in Prisma's own
// `_prisma_migrations` table, so a real `prisma migrate deploy` elsewhere accepts the history.
// Prisma's CLI migrate commands need a native engine this project's machines cannot download.
// An advisory lock makes concurrent starts safe: the second instance waits, then finds nothing to do.
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";
import pg from "pg";

const MIGRATIONS_DIR = fileURLToPath(new URL("../prisma/migrations/", import.meta.url));
const LOCK_KEY = 72707369;

export async function listMigrations(dir = MIGRATIONS_DIR) {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

/**
 * Returns the names of the migrations it applied. `upTo` stops after that migration (a restore
 * brings a database to its backup's level first, loads the data, then migrates the rest).
 * @param {string} databaseUrl
 * @param {{ log?: (message: string) => void, upTo?: string }} [options]
 */
export async function migrate(databaseUrl, { log = console.log, upTo = undefined } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const { rows } = await client.query(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    const done = [];
    for (const m of await listMigrations()) {
      if (upTo !== undefined && m.name > upTo) break;
      if (applied.has(m.name)) {
        if (applied.get(m.name) !== m.checksum) log(`warning: applied migration ${m.name} was edited since it ran`);
        continue;
      }
      const id = randomUUID();
      await client.query("BEGIN");
      try {
        // Checked again inside the transaction: PGlite runs every connection in one backend, where the
        // advisory lock is re-entrant, but it does serialise transactions.
        const again = await client.query(
          `SELECT 1 FROM "_prisma_migrations" WHERE migration_name = $1 AND finished_at IS NOT NULL AND rolled_back_at IS NULL`,
          [m.name],
        );
        if (again.rowCount) {
          await client.query("COMMIT");
          continue;
        }
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`,
          [id, m.checksum, m.name],
        );
        await client.query(m.sql);
        await client.query(
          `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
          [id],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`migration ${m.name} failed: ${error.message}`);
      }
      done.push(m.name);
      log(`applied migration ${m.name}`);
    }
    return done;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

/** The names of migrations on disk that the database has not applied yet. */
export async function pendingMigrations(client) {
  const exists = await client.query(`SELECT to_regclass('"_prisma_migrations"') AS t`);
  const onDisk = (await listMigrations()).map((m) => m.name);
  if (!exists.rows[0].t) return onDisk;
  const { rows } = await client.query(
    `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const applied = new Set(rows.map((r) => r.migration_name));
  return onDisk.filter((n) => !applied.has(n));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { connectDatabase } = await import("./embedded-db.mjs");
  const db = await connectDatabase();
  try {
    const done = await migrate(db.url);
    console.log(done.length ? `${done.length} migration(s) applied` : "database is up to date");
  } finally {
    await db.stop();
  }
}
