// `npm run dev` / `npm start`: resolve the database (embedded PGlite unless DATABASE_URL is set),
// apply migrations, then run Next.js on PORT (default 3000). Forwards SIGINT/SIGTERM and shuts the
// embedded database down cleanly when Next exits.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { resolveDatabase } from "./embedded-db.mjs";
import { migrate } from "./migrate.mjs";

const mode = process.argv[2] === "start" ? "start" : "dev";
const port = process.env.PORT || "3000";
const host = process.env.HOST || "127.0.0.1";

let db;
try {
  db = await resolveDatabase();
  await migrate(db.url);
} catch (error) {
  console.error(`skillhub: cannot start: ${error.message}`);
  await db?.stop();
  process.exit(1);
}
if (db.embedded) console.log(`skillhub: embedded database in ${db.dataDir} at ${db.url.replace(/:[^:@/]+@/, ":***@")}`);

const env = {
  ...process.env,
  DATABASE_URL: db.url,
  NEXTAUTH_URL: process.env.NEXTAUTH_URL || `http://localhost:${port}`,
  NEXT_TELEMETRY_DISABLED: "1",
};
if (db.embedded) env.SKILLHUB_EMBEDDED_DB = "1";

const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
const child = spawn(process.execPath, [nextBin, mode, "-p", port, "-H", host], { stdio: "inherit", env });

let shuttingDown = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (shuttingDown) return;
    shuttingDown = true;
    child.kill(signal);
  });
}
child.on("exit", async (code, signal) => {
  await db.stop().catch((error) => console.error(`skillhub: database shutdown failed: ${error.message}`));
  process.exit(code ?? (signal ? 0 : 1));
});
