// The skillhub backup format, version 1: a gzip-compressed tar that any PostgreSQL 15+ or the
// embedded PGlite can be restored from, whichever it was taken on. It is logical, not physical:
// rows are PostgreSQL's own JSON form of each row (row_to_json), read back with
// json_populate_recordset, so types round-trip through PostgreSQL's text I/O on both sides.
//
//   manifest.json                  this manifest (zod schema below)
//   tables/<table>/<n>.jsonl       one JSON object per row, at most CHUNK_ROWS rows or CHUNK_BYTES each
//   blobs/<sha256>                 the bytes of each archive in the blobs table (content-addressed;
//                                  the blobs rows in tables/blobs/ carry every column but `data`)
//
// The manifest lists the migrations the database had (a restore replays exactly those, loads the
// rows, then applies newer ones), each table's columns and row count, and the sha256 of every chunk.
import { z } from "zod";

export const BACKUP_FORMAT = "skillhub-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const CHUNK_ROWS = 5000;
export const CHUNK_BYTES = 16 * 1024 * 1024;
/** The content-addressed archive store: its bytes travel as files named by their sha256. */
export const BLOB_TABLE = { name: "blobs", key: "sha256", data: "data" } as const;
/** Prisma's migration history: rebuilt by the migrations a restore runs, never copied. */
export const MIGRATIONS_TABLE = "_prisma_migrations";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  source: z.object({ serverVersion: z.string() }),
  migrations: z.array(z.object({ name: z.string().min(1), checksum: z.string() })),
  tables: z.array(
    z.object({
      name: z.string().min(1),
      columns: z.array(z.string().min(1)).min(1),
      rows: z.number().int().nonnegative(),
      chunks: z.array(z.object({ file: z.string().regex(/^tables\/[^/]+\/\d{6}\.jsonl$/), rows: z.number().int().positive(), sha256 })),
    }),
  ),
  blobs: z.object({ count: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

export class BackupError extends Error {
  constructor(
    readonly code:
      | "BACKUP_EXISTS"
      | "BACKUP_UNREADABLE"
      | "BACKUP_FORMAT_UNSUPPORTED"
      | "BACKUP_CHECKSUM_MISMATCH"
      | "BACKUP_INCOMPLETE"
      | "BACKUP_FROM_NEWER_VERSION"
      | "BLOB_CORRUPT"
      | "TARGET_NOT_EMPTY"
      | "TARGET_AHEAD"
      | "TARGET_SCHEMA_MISMATCH"
      | "RESTORE_VERIFY_FAILED",
    message: string,
  ) {
    super(message);
    this.name = "BackupError";
  }
}

/** A SQL identifier, quoted. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
