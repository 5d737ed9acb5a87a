// npm run admin -- backup FILE: every table (blobs included) from one consistent snapshot, written
// in the portable format of ./format.ts. The database is only read, inside one REPEATABLE READ
// READ ONLY transaction, so the app can keep serving on PostgreSQL while it runs (on the embedded
// database, which serialises sessions, requests wait until it is done).
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import * as tar from "tar";
import { appliedMigrations, listTables } from "./catalog";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  BLOB_TABLE,
  CHUNK_BYTES,
  CHUNK_ROWS,
  ident,
  type BackupManifest,
} from "./format";

export type BackupSummary = { file: string; bytes: number; tables: number; rows: number; blobs: number; blobBytes: number };

const FETCH_ROWS = 500;
const FETCH_BLOBS = 8;

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

export async function createBackup(databaseUrl: string, file: string, options: { overwrite?: boolean } = {}): Promise<BackupSummary> {
  const target = path.resolve(file);
  if (!options.overwrite && (await stat(target).catch(() => null))) {
    throw new BackupError("BACKUP_EXISTS", `${target} exists; choose another file or pass --force to replace it`);
  }
  // Staged beside the target, so the finished archive is renamed into place on the same filesystem.
  const staging = await mkdtemp(path.join(path.dirname(target), ".skillhub-backup-"));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    await client.query("SET LOCAL bytea_output = 'hex'");
    await client.query("SET LOCAL TimeZone = 'UTC'");
    const { rows: version } = await client.query<{ v: string }>("SELECT version() AS v");
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      source: { serverVersion: version[0].v },
      migrations: await appliedMigrations(client),
      tables: [],
      blobs: { count: 0, bytes: 0 },
    };

    for (const table of await listTables(client)) {
      const columns = table.name === BLOB_TABLE.name ? table.columns.filter((c) => c !== BLOB_TABLE.data) : table.columns;
      const entry: BackupManifest["tables"][number] = { name: table.name, columns, rows: 0, chunks: [] };
      await mkdir(path.join(staging, "tables", table.name), { recursive: true });
      const order = (table.primaryKey.length ? table.primaryKey : columns).map(ident).join(", ");
      await client.query(
        `DECLARE rows_cursor NO SCROLL CURSOR FOR
           SELECT row_to_json(t)::text AS j FROM (SELECT ${columns.map(ident).join(", ")} FROM ${ident(table.name)} ORDER BY ${order}) t`,
      );
      let lines: string[] = [];
      let bytes = 0;
      const flush = async () => {
        if (!lines.length) return;
        const text = `${lines.join("\n")}\n`;
        const rel = `tables/${table.name}/${String(entry.chunks.length + 1).padStart(6, "0")}.jsonl`;
        await writeFile(path.join(staging, rel), text);
        entry.chunks.push({ file: rel, rows: lines.length, sha256: sha256(text) });
        entry.rows += lines.length;
        lines = [];
        bytes = 0;
      };
      for (;;) {
        const { rows } = await client.query<{ j: string }>(`FETCH ${FETCH_ROWS} FROM rows_cursor`);
        for (const { j } of rows) {
          lines.push(j);
          bytes += j.length;
          if (lines.length >= CHUNK_ROWS || bytes >= CHUNK_BYTES) await flush();
        }
        if (rows.length < FETCH_ROWS) break;
      }
      await flush();
      await client.query("CLOSE rows_cursor");
      manifest.tables.push(entry);
    }

    await mkdir(path.join(staging, "blobs"));
    await client.query(
      `DECLARE blobs_cursor NO SCROLL CURSOR FOR SELECT ${ident(BLOB_TABLE.key)} AS key, ${ident(BLOB_TABLE.data)} AS data
         FROM ${ident(BLOB_TABLE.name)} ORDER BY ${ident(BLOB_TABLE.key)}`,
    );
    for (;;) {
      const { rows } = await client.query<{ key: string; data: Buffer }>(`FETCH ${FETCH_BLOBS} FROM blobs_cursor`);
      for (const { key, data } of rows) {
        // A backup must not carry a corrupt archive forward as if it were sound.
        if (sha256(data) !== key) throw new BackupError("BLOB_CORRUPT", `the stored archive ${key} does not match its sha256; the database is damaged`);
        await writeFile(path.join(staging, "blobs", key), data);
        manifest.blobs.count += 1;
        manifest.blobs.bytes += data.byteLength;
      }
      if (rows.length < FETCH_BLOBS) break;
    }
    await client.query("CLOSE blobs_cursor");
    await client.query("COMMIT");

    await writeFile(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${target}.partial`;
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, ["manifest.json", "tables", "blobs"]);
    await rename(partial, target);
    return {
      file: target,
      bytes: (await stat(target)).size,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
      blobs: manifest.blobs.count,
      blobBytes: manifest.blobs.bytes,
    };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    await rm(`${target}.partial`, { force: true });
    throw error;
  } finally {
    await client.end();
    await rm(staging, { recursive: true, force: true });
  }
}
