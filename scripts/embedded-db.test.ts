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

  it("delivers NOTIFY to the connections that LISTEN on its channel, not to the one that committed it", async () => {
    const db = await resolveDatabase({ PGLITE_DIR: "memory://" });
    const writer = new pg.Client({ connectionString: db.url });
    const listener = new pg.Client({ connectionString: db.url });
    const other = new pg.Client({ connectionString: db.url });
    const heard: string[] = [];
    try {
      await Promise.all([writer.connect(), listener.connect(), other.connect()]);
      writer.on("notification", (m) => heard.push(`writer:${m.payload}`));
      other.on("notification", (m) => heard.push(`other:${m.payload}`));
      listener.on("notification", (m) => heard.push(`listener:${m.channel}:${m.payload}`));
      await listener.query("LISTEN skillhub_changes");
      await other.query("LISTEN some_other_channel");
      await writer.query("BEGIN");
      await writer.query("SELECT pg_notify('skillhub_changes', $1)", ["in a transaction"]);
      expect(heard).toEqual([]); // nothing before commit
      await writer.query("COMMIT");
      await writer.query("SELECT pg_notify('skillhub_changes', 'autocommit')");
      for (let i = 0; i < 40 && heard.length < 2; i++) await new Promise((r) => setTimeout(r, 25));
      expect(heard).toEqual(["listener:skillhub_changes:in a transaction", "listener:skillhub_changes:autocommit"]);
      await listener.query("UNLISTEN skillhub_changes");
      await writer.query("SELECT pg_notify('skillhub_changes', 'after unlisten')");
      await new Promise((r) => setTimeout(r, 100));
      expect(heard).toHaveLength(2);
    } finally {
      await Promise.all([writer.end(), listener.end(), other.end()]);
      await db.stop();
    }
  });

  it("keeps each connection's named prepared statements apart on the one backend, and drops them with the connection", async () => {
    const db = await resolveDatabase({ PGLITE_DIR: "memory://" });
    try {
      const pool = new pg.Pool({ connectionString: db.url, max: 4 });
      const sums = await Promise.all(Array.from({ length: 20 }, (_, i) => pool.query({ name: "same-name", text: "SELECT $1::int + 1 AS n", values: [i] })));
      expect(sums.map((r) => r.rows[0].n)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      await pool.end();
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      for (let i = 0; i < 20 && (await client.query("SELECT count(*)::int AS n FROM pg_prepared_statements")).rows[0].n > 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect((await client.query("SELECT count(*)::int AS n FROM pg_prepared_statements")).rows[0].n).toBe(0);
      await client.end();
    } finally {
      await db.stop();
    }
  });
});
