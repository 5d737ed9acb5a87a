// Database reachability and migration state, for GET /api/health and the load balancer.
import "server-only";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { readRows } from "@/lib/db";

export type Health = { status: "ok" | "degraded"; database: "up" | "down"; migrations: { current: boolean; pending: string[] } };

// The migrations shipped with this build do not change while it runs: read the folder once.
let shipped: Promise<string[]> | undefined;

function migrationsOnDisk(): Promise<string[]> {
  shipped ??= readdir(path.join(process.cwd(), "prisma", "migrations"), { withFileTypes: true })
    .catch(() => [])
    .then((entries) => entries.filter((e) => e.isDirectory()).map((e) => e.name).sort());
  return shipped;
}

/** Health checks within this window share one database round trip (load balancers poll hard). */
const HEALTH_FRESH_MS = 500;
let last: { at: number; health: Promise<Health> } | undefined;

export function getHealth(now = Date.now()): Promise<Health> {
  if (!last || now - last.at >= HEALTH_FRESH_MS) last = { at: now, health: checkHealth() };
  return last.health;
}

async function checkHealth(): Promise<Health> {
  const onDisk = await migrationsOnDisk();
  try {
    const rows = await readRows<{ migration_name: string }>({
      name: "health",
      text: `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      values: [],
    });
    const applied = new Set(rows.map((r) => r.migration_name));
    const pending = onDisk.filter((name) => !applied.has(name));
    return { status: pending.length ? "degraded" : "ok", database: "up", migrations: { current: pending.length === 0, pending } };
  } catch {
    return { status: "degraded", database: "down", migrations: { current: false, pending: [] } };
  }
}
