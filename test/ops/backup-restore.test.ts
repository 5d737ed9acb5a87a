// npm run admin -- backup / restore, end to end through the real commands: a registry seeded with
// `npm run seed` and `npm run admin` (the real publish and account verbs) on this run's database
// mode is backed up, then restored into a new database of the other mode (PGlite ⇄ PostgreSQL) and
// of the same mode; every table's row count and content, and every archive's sha256, must match.
// Refusals (a non-empty target, a tampered archive) must leave the target as it was.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveDatabase } from "@/scripts/embedded-db.mjs";
import { migrate, pendingMigrations } from "@/scripts/migrate.mjs";

const ROOT = path.resolve(__dirname, "../..");
const CORPUS = path.join(ROOT, "test/corpus/benign");
const sourceMode: Mode = process.env.SKILLHUB_TEST_DB_EMBEDDED ? "pglite" : "postgresql";
/** The PostgreSQL server for the PostgreSQL side: this run's, or the machine's when this run is embedded. */
const PG_SERVER = sourceMode === "postgresql" ? serverUrl(process.env.DATABASE_URL!) : (process.env.SKILLHUB_TEST_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres");

type Mode = "pglite" | "postgresql";
type Target = { mode: Mode; env: Record<string, string>; label: string };
type Snapshot = { counts: Record<string, number>; digests: Record<string, string>; archives: { sha256: string; ok: boolean }[]; versionsWithoutArchive: number };

const work = mkdtempSync(path.join(os.tmpdir(), "skillhub-backup-test-"));
const createdDatabases: string[] = [];

function serverUrl(url: string): string {
  const u = new URL(url);
  u.pathname = "/postgres";
  return u.toString();
}

async function isReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The other database mode. The embedded run reaches the machine's PostgreSQL when there is one
 * (CI's machines have it); without one, its restores stay on PGlite, and the PostgreSQL run covers
 * PostgreSQL → PGlite.
 */
async function crossMode(): Promise<Mode> {
  if (sourceMode === "postgresql") return "pglite";
  if (await isReachable(PG_SERVER)) return "postgresql";
  console.warn(`no PostgreSQL at ${PG_SERVER}: restoring into PGlite only`);
  return "pglite";
}

let counter = 0;
async function newTarget(mode: Mode): Promise<Target> {
  counter += 1;
  if (mode === "pglite") {
    const dir = path.join(work, `pglite-${counter}`);
    return { mode, env: { PGLITE_DIR: dir }, label: `PGlite ${dir}` };
  }
  const name = `skillhub_backup_${process.pid}_${Date.now().toString(36)}_${counter}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  createdDatabases.push(name);
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return { mode, env: { DATABASE_URL: url.toString() }, label: `PostgreSQL ${name}` };
}

/** Runs an npm script of the repository against a target, as an operator would. */
function npm(target: Target, args: string[], extra: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...target.env, ...extra, SKILLHUB_RATE_LIMITS: "off" };
  if (!target.env.DATABASE_URL) delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", ...args], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Opens the target's database directly (starting PGlite on its folder) for the duration of `fn`. */
async function withDatabase<T>(target: Target, fn: (client: pg.Client, url: string) => Promise<T>): Promise<T> {
  const db = target.env.DATABASE_URL ? { url: target.env.DATABASE_URL, stop: async () => {} } : await resolveDatabase({ PGLITE_DIR: target.env.PGLITE_DIR });
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return await fn(client, db.url);
  } finally {
    await client.end();
    await db.stop();
  }
}

async function snapshot(target: Target): Promise<Snapshot> {
  return withDatabase(target, async (client) => {
    await client.query("SET TimeZone = 'UTC'");
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> '_prisma_migrations' ORDER BY 1`,
    );
    const counts: Record<string, number> = {};
    const digests: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string; digest: string | null }>(
        `SELECT count(*) AS n, md5(string_agg(row_to_json(t)::text, E'\\n' ORDER BY row_to_json(t)::text)) AS digest FROM "${name}" t`,
      );
      counts[name] = Number(rows[0].n);
      digests[name] = rows[0].digest ?? "";
    }
    const { rows: archives } = await client.query<{ sha256: string; ok: boolean }>(
      `SELECT sha256, encode(sha256(data), 'hex') = sha256 AS ok FROM blobs ORDER BY sha256`,
    );
    const { rows: orphans } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM skill_versions v LEFT JOIN blobs b ON b.sha256 = v.sha256 WHERE b.sha256 IS NULL`);
    return { counts, digests, archives, versionsWithoutArchive: Number(orphans[0].n) };
  });
}

function seedDir(label: string, skills: Record<string, string>): string {
  const dir = path.join(work, `seed-${label}`, "corpus");
  for (const [folder, from] of Object.entries(skills)) cpSync(from, path.join(dir, folder), { recursive: true });
  return path.dirname(dir);
}

let source: Target;
let backupFile: string;
let before: Snapshot;

beforeAll(async () => {
  source = await newTarget(sourceMode);
  // Real skills through the real publish verb (npm run seed), a second version of one of them, and
  // an account with a token through npm run admin.
  const first = seedDir("1", {
    "slack-gif-creator": path.join(CORPUS, "anthropics-skills/slack-gif-creator"),
    brainstorming: path.join(CORPUS, "obra-superpowers/brainstorming"),
    "systematic-debugging": path.join(CORPUS, "obra-superpowers/systematic-debugging"),
  });
  const second = path.join(work, "seed-2", "corpus", "notes-v2");
  mkdirSync(second, { recursive: true });
  writeFileSync(path.join(second, "SKILL.md"), "---\nname: brainstorming\ndescription: Turns ideas into designs, second version.\nversion: 2.0.0\n---\n\n# Brainstorming\n\nAsk one question at a time.\n");
  mkdirSync(path.join(second, "scripts"));
  writeFileSync(path.join(second, "scripts/notes.sh"), "#!/bin/sh\necho notes\n", { mode: 0o755 });
  for (const dir of [first, path.join(work, "seed-2")]) {
    const seeded = await npm(source, ["seed", "--", dir]);
    expect(seeded.code, seeded.stdout + seeded.stderr).toBe(0);
  }
  const user = await npm(source, ["admin", "--", "user:create", "alice", "--password", "a long enough password", "--tier", "trusted"]);
  expect(user.code, user.stderr).toBe(0);
  const token = await npm(source, ["admin", "--", "token:create", "alice", "--name", "ci"]);
  expect(token.code, token.stderr).toBe(0);

  backupFile = path.join(work, "registry.skillhub-backup.tgz");
  const backup = await npm(source, ["admin", "--", "backup", backupFile]);
  expect(backup.code, backup.stdout + backup.stderr).toBe(0);
  expect(backup.stdout).toMatch(/^backup .*: \d+ tables, \d+ rows, 4 archives/);
  before = await snapshot(source);
}, 600_000);

afterAll(async () => {
  if (createdDatabases.length) {
    const admin = new pg.Client({ connectionString: PG_SERVER });
    await admin.connect();
    for (const name of createdDatabases) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
  rmSync(work, { recursive: true, force: true });
}, 120_000);

// Each step starts a real npm process (and PGlite on its folder): minutes on a busy two-core machine.
const SLOW = 300_000;

describe(`backup of a seeded ${sourceMode} registry`, () => {
  it("holds what was published: 4 archives, all sound, and every table", () => {
    expect(before.archives).toHaveLength(4);
    expect(before.archives.every((a) => a.ok)).toBe(true);
    expect(before.counts).toMatchObject({ skills: 3, skill_versions: 4, blobs: 4, api_tokens: 1 });
    expect(before.counts.users).toBeGreaterThanOrEqual(2);
    expect(before.counts.audit_events).toBeGreaterThanOrEqual(5);
  });

  it("restores into a new database of the other mode, then of the same mode, identical table by table", async () => {
    for (const mode of [await crossMode(), sourceMode]) {
      const target = await newTarget(mode);
      const restored = await npm(target, ["admin", "--", "restore", backupFile]);
      expect(restored.code, `${target.label}: ${restored.stdout}${restored.stderr}`).toBe(0);
      expect(restored.stdout).toContain("4 archives (every sha256 checked)");
      const after = await snapshot(target);
      expect(after.counts, target.label).toEqual(before.counts);
      expect(after.digests, target.label).toEqual(before.digests);
      expect(after.archives, target.label).toEqual(before.archives);
      expect(after.versionsWithoutArchive).toBe(0);
      await withDatabase(target, async (client) => expect(await pendingMigrations(client)).toEqual([]));
    }
  }, SLOW);

  it("refuses a non-empty target unless --replace, and then replaces what it held", async () => {
    const target = await newTarget(sourceMode);
    expect((await npm(target, ["admin", "--", "restore", backupFile])).code).toBe(0);
    const user = await npm(target, ["admin", "--", "user:create", "bob", "--password", "another long password"]);
    expect(user.code, user.stderr).toBe(0);
    const held = await snapshot(target);
    expect(held.counts.users).toBe(before.counts.users + 1);

    const refused = await npm(target, ["admin", "--", "restore", backupFile]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("[TARGET_NOT_EMPTY]");
    expect(await snapshot(target)).toEqual(held);

    const replaced = await npm(target, ["admin", "--", "restore", backupFile, "--replace"]);
    expect(replaced.code, replaced.stderr).toBe(0);
    const after = await snapshot(target);
    expect(after.counts).toEqual(before.counts);
    expect(after.digests).toEqual(before.digests);
  }, SLOW);

  it("refuses a backup whose archive was altered, before writing anything", async () => {
    const unpacked = path.join(work, "tampered");
    mkdirSync(unpacked);
    await tar.x({ file: backupFile, cwd: unpacked });
    const [blob] = readdirSync(path.join(unpacked, "blobs"));
    const bytes = readFileSync(path.join(unpacked, "blobs", blob));
    bytes[bytes.length - 10] ^= 0xff;
    writeFileSync(path.join(unpacked, "blobs", blob), bytes);
    const tampered = path.join(work, "tampered.tgz");
    await tar.c({ gzip: true, file: tampered, cwd: unpacked }, ["manifest.json", "tables", "blobs"]);

    const target = await newTarget(sourceMode);
    const refused = await npm(target, ["admin", "--", "restore", tampered]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`[BACKUP_CHECKSUM_MISMATCH]: the archive blobs/${blob} does not match its sha256`);
    // Nothing was written: not even the migrations ran, so the target has no table at all.
    const tables = await withDatabase(target, async (client) => (await client.query(`SELECT 1 FROM pg_tables WHERE schemaname = current_schema()`)).rowCount);
    expect(tables).toBe(0);
  }, SLOW);

  it("restores a backup taken at an older migration and migrates the data forward", async () => {
    const old = await newTarget(sourceMode);
    await withDatabase(old, async (client, url) => {
      const first = (await migrate(url, { log: () => {}, upTo: "20261129000000_init" })).at(-1);
      expect(first).toBe("20261129000000_init");
      await client.query(`INSERT INTO users (id, handle, role, trust_tier, updated_at) VALUES ('u1', 'carol', 'user', 'community', now())`);
      await client.query(
        `INSERT INTO skills (id, name, similarity_key, owner_id, description, search_text, updated_at)
         VALUES ('s1', 'old-notes', 'oldnotes', 'u1', 'Notes from before the second migration.', 'body text', now())`,
      );
    });
    const file = path.join(work, "old.tgz");
    const backup = await npm(old, ["admin", "--", "backup", file]);
    expect(backup.code, backup.stderr).toBe(0);

    const target = await newTarget(await crossMode());
    const restored = await npm(target, ["admin", "--", "restore", file]);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain("migrations replayed before loading: 20261129000000_init");
    expect(restored.stdout).toContain("migrations applied after loading: 20261129230000_search_vector_without_body");
    await withDatabase(target, async (client) => {
      expect(await pendingMigrations(client)).toEqual([]);
      expect((await client.query(`SELECT name, description FROM skills`)).rows).toEqual([{ name: "old-notes", description: "Notes from before the second migration." }]);
      expect((await client.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'skills' AND column_name = 'search_text'`)).rowCount).toBe(0);
    });
  }, SLOW);
});
