// The database: one node-postgres pool per process, shared by the Prisma client (driver adapter pg)
// and by readRows, which the hot read verbs of lib/registry use directly — ~4× less CPU per query
// than $queryRaw (bench/README: profile). DATABASE_URL is set by scripts/run-app.mjs, which starts the
// embedded database when the user did not configure one.
import "server-only";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { env } from "@/lib/env";

export const FALLBACK_DATABASE_URL = "postgresql://postgres:postgres@127.0.0.1:54329/postgres?sslmode=disable";

// readRows' conversions (Prisma's own queries set theirs per query): timestamps are stored in UTC
// without a zone, as Prisma writes them; 64-bit counters fit a JS number.
const TIMESTAMP = 1114;
const INT8 = 20;
const readTypes = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === TIMESTAMP) return (value: string) => new Date(`${value.replace(" ", "T")}Z`);
    if (oid === INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as "text");
  }) as typeof pg.types.getTypeParser,
};

type Shared = { pool?: pg.Pool; prisma?: PrismaClient };
// One pool and one client per process, kept on globalThis: the server loads this module twice (in
// Next's bundle and in the read path's, see scripts/next-server.mjs) and both must share them; in
// development they also survive hot reloads.
const shared = globalThis as typeof globalThis & { __skillhubDb?: Shared };
const db = (shared.__skillhubDb ??= {});

function pool(): pg.Pool {
  if (!db.pool) {
    const config = env();
    db.pool = new pg.Pool({
      connectionString: config.DATABASE_URL ?? FALLBACK_DATABASE_URL,
      max: config.DATABASE_POOL_SIZE,
      connectionTimeoutMillis: 5_000,
      allowExitOnIdle: true, // scripts and tests end without closing it
      types: readTypes,
    });
    db.pool.on("error", () => {}); // an idle client lost (database restart): the pool replaces it
  }
  return db.pool;
}

export const prisma: PrismaClient = (db.prisma ??= new PrismaClient({ adapter: new PrismaPg(pool()) }));

/**
 * Runs one read (a Prisma.sql fragment or any { text, values }) on the shared pool. A `name` makes it
 * a prepared statement, parsed and planned once per connection: for fixed, hot queries only.
 */
export async function readRows<T>(query: { text: string; values: unknown[]; name?: string }): Promise<T[]> {
  return (await pool().query({ name: query.name, text: query.text, values: query.values })).rows as T[];
}

/** A Prisma.sql query as a named (prepared) statement for readRows. */
export function sqlNamed(name: string, sql: { text: string; values: unknown[] }) {
  return { name, text: sql.text, values: sql.values };
}

/** Runs statements in one transaction on the shared pool, without Prisma (batched counter writes). */
export async function writeInTransaction(statements: { text: string; values: unknown[] }[]): Promise<void> {
  const client = await pool().connect();
  try {
    await client.query("BEGIN");
    for (const statement of statements) await client.query(statement.text, statement.values);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export type Db = PrismaClient;
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
