// The one Prisma client (driver adapter pg). DATABASE_URL is set by scripts/run-app.mjs, which
// starts the embedded database when the user did not configure one.
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { env } from "@/lib/env";

export const FALLBACK_DATABASE_URL = "postgresql://postgres:postgres@127.0.0.1:54329/postgres?sslmode=disable";

function createClient(): PrismaClient {
  const config = env();
  const adapter = new PrismaPg({
    connectionString: config.DATABASE_URL ?? FALLBACK_DATABASE_URL,
    max: config.DATABASE_POOL_SIZE,
    connectionTimeoutMillis: 5_000,
  });
  return new PrismaClient({ adapter });
}

// One client per process, kept on globalThis: the server loads this module twice (in Next's bundle
// and in the read path's, see scripts/next-server.mjs) and both must share one connection pool; in
// development it also survives hot reloads.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export const prisma = (globalForPrisma.prisma ??= createClient());

export type Db = PrismaClient;
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
