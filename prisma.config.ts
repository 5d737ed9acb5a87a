import { defineConfig } from "prisma/config";

// Only `prisma generate` runs here; migrations are applied by scripts/migrate.mjs.
const DEFAULT_URL = "postgresql://postgres:postgres@127.0.0.1:54329/postgres?sslmode=disable";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? DEFAULT_URL },
});
