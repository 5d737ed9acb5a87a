import { mkdtempSync, existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { resolveDatabase } from "./embedded-db.mjs";
import { listMigrations, migrate } from "./migrate.mjs";

describe("embedded database", () => {
  it("refuses a second start on the same data folder, and releases the lock on stop", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "skillhub-")), "pglite");
    const first = await resolveDatabase({ PGLITE_DIR: dir });
    try {
      await expect(resolveDatabase({ PGLITE_DIR: dir })).rejects.toThrow(/already in use by process/);
    } finally {
      await first.stop();
    }
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await resolveDatabase({ PGLITE_DIR: dir });
    await again.stop();
  });

  it("takes over a stale lock left by a dead process", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "skillhub-")), "pglite");
    writeFileSync(`${dir}.lock`, "999999");
    const db = await resolveDatabase({ PGLITE_DIR: dir });
    await db.stop();
  });

  it("serves real Postgres with pg_trgm; concurrent migrations apply once", async () => {
    const db = await resolveDatabase({ PGLITE_DIR: "memory://" });
    try {
      const onDisk = (await listMigrations()).map((m) => m.name);
      const results = await Promise.all([migrate(db.url, { log: () => {} }), migrate(db.url, { log: () => {} })]);
      expect(results.flat().sort()).toEqual(onDisk); // each migration applied exactly once, by one of the two
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      const { rows } = await client.query("SELECT similarity('skillhub', 'skilhub') > 0.5 AS close, count(*)::int AS n FROM _prisma_migrations");
      await client.end();
      expect(rows[0]).toEqual({ close: true, n: onDisk.length });
    } finally {
      await db.stop();
    }
  });
});
