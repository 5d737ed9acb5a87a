// Vitest global setup: one migrated database for the integration tests of this run. Workers are
// forked after this runs, so they inherit DATABASE_URL pointing at it.
import { createTestDatabase } from "./test-database.mjs";

export default async function setup() {
  const originalUrl = process.env.DATABASE_URL;
  const db = await createTestDatabase("unit");
  process.env.SKILLHUB_SERVER_DATABASE_URL = originalUrl ?? "";
  process.env.DATABASE_URL = db.url;
  process.env.SKILLHUB_TEST_DB_EMBEDDED = db.embedded ? "1" : "";
  return async () => {
    await db.drop();
    if (originalUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = originalUrl;
  };
}
