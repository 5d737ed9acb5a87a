// npm run admin -- restore FILE [--replace]: the other half of ./create-backup.ts.
//
// 1. Unpack and verify before touching the database: the manifest's format, every chunk's sha256
//    and row count, every archive's sha256 (its file name) and the blobs rows that point at them.
// 2. Check the target: its applied migrations must be a prefix of the backup's (a new, empty
//    database has none), and it must hold no rows unless `replace` is set.
// 3. Replay the backup's migrations on the target, then, in one transaction: empty it (replace),
//    load every table in foreign-key order, move the sequences past the loaded ids, and check every
//    table's row count and every archive's sha256 inside the database. Any mismatch rolls it all back.
// 4. Apply the migrations this version has that the backup did not (the data moves forward).
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import * as tar from "tar";
import { appliedMigrations, listSequenceColumns, listTables, loadOrder } from "./catalog";
import { BACKUP_FORMAT_VERSION, backupManifestSchema, BackupError, BLOB_TABLE, ident, type BackupManifest } from "./format";

/**
 * The migration runner (scripts/migrate.mjs, an ES module this CommonJS-compiled library cannot
 * require): the names of the migrations this version ships, in order, and the function applying them.
 */
export type Migrator = { names: string[]; migrate: (databaseUrl: string, options: { upTo?: string }) => Promise<string[]> };

export type RestoreSummary = { tables: number; rows: number; blobs: number; migrationsReplayed: string[]; migrationsApplied: string[] };

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

async function unpack(file: string, into: string): Promise<void> {
  try {
    await tar.x({
      file,
      cwd: into,
      strict: true,
      preserveOwner: false,
      // Only the format's own entries: regular files and folders under these names, never links.
      filter: (p, entry) => /^(manifest\.json|tables(\/.*)?|blobs(\/.*)?)$/.test(p.replace(/^\.\//, "").replace(/\/$/, "")) && "type" in entry && (entry.type === "File" || entry.type === "Directory"),
    });
  } catch (error) {
    throw new BackupError("BACKUP_UNREADABLE", `${file} is not a readable skillhub backup: ${(error as Error).message}`);
  }
}

async function readManifest(dir: string): Promise<BackupManifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8"));
  } catch (error) {
    throw new BackupError("BACKUP_UNREADABLE", `the backup has no readable manifest.json: ${(error as Error).message}`);
  }
  const version = (raw as { formatVersion?: unknown })?.formatVersion;
  if (typeof version === "number" && version !== BACKUP_FORMAT_VERSION) {
    throw new BackupError("BACKUP_FORMAT_UNSUPPORTED", `backup format version ${version}; this version of skillhub reads version ${BACKUP_FORMAT_VERSION}`);
  }
  const parsed = backupManifestSchema.safeParse(raw);
  if (!parsed.success) throw new BackupError("BACKUP_UNREADABLE", `the backup's manifest is not valid: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** Everything the manifest promises is there, byte for byte. */
async function verifyFiles(dir: string, manifest: BackupManifest): Promise<void> {
  for (const table of manifest.tables) {
    for (const chunk of table.chunks) {
      const text = await readFile(path.join(dir, chunk.file), "utf8").catch(() => null);
      if (text === null) throw new BackupError("BACKUP_INCOMPLETE", `the backup lacks ${chunk.file}`);
      if (sha256(text) !== chunk.sha256) throw new BackupError("BACKUP_CHECKSUM_MISMATCH", `${chunk.file} does not match its sha256 in the manifest`);
      if (text.split("\n").length - 1 !== chunk.rows) throw new BackupError("BACKUP_CHECKSUM_MISMATCH", `${chunk.file} does not hold ${chunk.rows} rows`);
    }
    if (table.chunks.reduce((n, c) => n + c.rows, 0) !== table.rows) throw new BackupError("BACKUP_INCOMPLETE", `${table.name}: its chunks do not add up to ${table.rows} rows`);
  }
  const files = await readdir(path.join(dir, "blobs")).catch(() => [] as string[]);
  let bytes = 0;
  for (const key of files) {
    const file = path.join(dir, "blobs", key);
    if ((await sha256File(file)) !== key) throw new BackupError("BACKUP_CHECKSUM_MISMATCH", `the archive blobs/${key} does not match its sha256`);
    bytes += (await stat(file)).size;
  }
  const blobRows = manifest.tables.find((t) => t.name === BLOB_TABLE.name)?.rows ?? 0;
  if (files.length !== manifest.blobs.count || bytes !== manifest.blobs.bytes || blobRows !== files.length) {
    throw new BackupError("BACKUP_INCOMPLETE", `the backup holds ${files.length} archives (${bytes} bytes); its manifest says ${manifest.blobs.count} (${manifest.blobs.bytes} bytes)`);
  }
}

async function readChunkRows(dir: string, file: string): Promise<string[]> {
  return (await readFile(path.join(dir, file), "utf8")).split("\n").slice(0, -1);
}

/** The backup's migrations are this version's first ones; the target's are the backup's first ones. */
function checkMigrations(manifest: BackupManifest, known: string[], target: { name: string }[]): void {
  manifest.migrations.forEach((m, i) => {
    if (known[i] !== m.name) {
      throw new BackupError("BACKUP_FROM_NEWER_VERSION", `the backup was taken at migration ${m.name}, which this version of skillhub does not have; restore it with that version or a newer one`);
    }
  });
  target.forEach((m, i) => {
    if (manifest.migrations[i]?.name !== m.name) {
      throw new BackupError(
        "TARGET_AHEAD",
        `the target database has migration ${m.name}, which the backup's data predates; restore into a new, empty database (the app migrates it after the restore)`,
      );
    }
  });
}

async function tablesWithRows(client: pg.ClientBase, tables: string[]): Promise<string[]> {
  const busy: string[] = [];
  for (const t of tables) if ((await client.query(`SELECT 1 FROM ${ident(t)} LIMIT 1`)).rowCount) busy.push(t);
  return busy;
}

export async function restoreBackup(databaseUrl: string, file: string, migrator: Migrator, options: { replace?: boolean } = {}): Promise<RestoreSummary> {
  const source = path.resolve(file);
  if (!(await stat(source).catch(() => null))) throw new BackupError("BACKUP_UNREADABLE", `${source} does not exist`);
  const dir = await mkdtemp(path.join(os.tmpdir(), "skillhub-restore-"));
  try {
    await unpack(source, dir);
    const manifest = await readManifest(dir);
    await verifyFiles(dir, manifest);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      checkMigrations(manifest, migrator.names, await appliedMigrations(client));
      const existing = (await listTables(client)).map((t) => t.name);
      const busy = await tablesWithRows(client, existing);
      if (busy.length && !options.replace) {
        throw new BackupError("TARGET_NOT_EMPTY", `the target database is not empty (rows in ${busy.join(", ")}); restore into a new database, or pass --replace to discard what it holds`);
      }
      const before = new Set((await appliedMigrations(client)).map((m) => m.name));
      const last = manifest.migrations.at(-1)?.name;
      if (last) await migrator.migrate(databaseUrl, { upTo: last });
      const replayed = manifest.migrations.map((m) => m.name).filter((n) => !before.has(n));

      const tables = await listTables(client);
      const byName = new Map(tables.map((t) => [t.name, t]));
      for (const t of manifest.tables) {
        const target = byName.get(t.name);
        const missing = target ? t.columns.filter((c) => !target.columns.includes(c)) : t.columns;
        if (missing.length) throw new BackupError("TARGET_SCHEMA_MISMATCH", `table ${t.name}: the target has no column ${missing.join(", ")} at the backup's migration level`);
      }

      await client.query("BEGIN");
      try {
        if (options.replace && tables.length) await client.query(`TRUNCATE ${tables.map((t) => ident(t.name)).join(", ")} RESTART IDENTITY`);
        const manifestByName = new Map(manifest.tables.map((t) => [t.name, t]));
        for (const name of await loadOrder(client, manifest.tables.map((t) => t.name))) {
          const table = manifestByName.get(name)!;
          const columns = table.columns.map(ident).join(", ");
          for (const chunk of table.chunks) {
            const rows = await readChunkRows(dir, chunk.file);
            if (name === BLOB_TABLE.name) {
              for (const row of rows) {
                const key = (JSON.parse(row) as Record<string, string>)[BLOB_TABLE.key];
                const data = await readFile(path.join(dir, "blobs", key));
                await client.query(
                  `INSERT INTO ${ident(name)} (${columns}, ${ident(BLOB_TABLE.data)})
                   SELECT ${table.columns.map((c) => `r.${ident(c)}`).join(", ")}, $2::bytea FROM json_populate_record(NULL::${ident(name)}, $1::json) r`,
                  [row, data],
                );
              }
            } else {
              await client.query(
                `INSERT INTO ${ident(name)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${ident(name)}, $1::json)`,
                [`[${rows.join(",")}]`],
              );
            }
          }
        }
        for (const { table, column } of await listSequenceColumns(client)) {
          await client.query(
            `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT max(${ident(column)}) FROM ${ident(table)}), 0) + 1, false)`,
            [ident(table), column],
          );
        }
        for (const t of manifest.tables) {
          const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${ident(t.name)}`);
          if (Number(rows[0].n) !== t.rows) throw new BackupError("RESTORE_VERIFY_FAILED", `table ${t.name} has ${rows[0].n} rows after the restore; the backup has ${t.rows}`);
        }
        const { rows: bad } = await client.query<{ key: string }>(
          `SELECT ${ident(BLOB_TABLE.key)} AS key FROM ${ident(BLOB_TABLE.name)} WHERE encode(sha256(${ident(BLOB_TABLE.data)}), 'hex') <> ${ident(BLOB_TABLE.key)}`,
        );
        if (bad.length) throw new BackupError("RESTORE_VERIFY_FAILED", `archives do not match their sha256 after the restore: ${bad.map((b) => b.key).join(", ")}`);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      }
      const applied = await migrator.migrate(databaseUrl, {});
      return {
        tables: manifest.tables.length,
        rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
        blobs: manifest.blobs.count,
        migrationsReplayed: replayed,
        migrationsApplied: applied,
      };
    } finally {
      await client.end();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
