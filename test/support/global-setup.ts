// Vitest global setup: one migrated database for this run, and the real app serving it over HTTP
// for the integration tests. Workers are forked after this runs, so they inherit DATABASE_URL and
// SKILLHUB_TEST_URL.
import { createTestDatabase } from "./test-database.mjs";
import { startAppServer } from "./app-server.mjs";

export default async function setup() {
  const originalUrl = process.env.DATABASE_URL;
  const db = await createTestDatabase("unit");
  process.env.DATABASE_URL = db.url;
  process.env.SKILLHUB_TEST_DB_EMBEDDED = db.embedded ? "1" : "";
  process.env.SKILLHUB_RATE_LIMITS = "off";
  const server = await startAppServer(db.url);
  process.env.SKILLHUB_TEST_URL = server.url;
  return async () => {
    await server.stop();
    await db.drop();
    if (originalUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = originalUrl;
  };
}
