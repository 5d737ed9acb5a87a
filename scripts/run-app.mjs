// `npm run dev` / `npm start`: resolve the database (embedded PGlite unless DATABASE_URL is set),
// apply migrations, then run Next.js on PORT (default 3000). Forwards SIGINT/SIGTERM and shuts the
// embedded database down cleanly when Next exits.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
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

/**
 * Production needs a real NEXTAUTH_SECRET. A single-instance embedded setup can make its own: a random
 * secret kept beside the data folder (mode 0600). With DATABASE_URL (possibly several instances) the
 * operator must set it, and lib/env.ts refuses to start without it.
 */
function embeddedSecret() {
  if (process.env.NEXTAUTH_SECRET || mode !== "start" || !db.embedded) return process.env.NEXTAUTH_SECRET;
  if (db.dataDir.startsWith("memory://")) return randomBytes(32).toString("base64url");
  const file = path.join(path.dirname(path.resolve(db.dataDir)), "nextauth-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

const secret = embeddedSecret();
const env = {
  ...process.env,
  ...(secret ? { NEXTAUTH_SECRET: secret } : {}),
  DATABASE_URL: db.url,
  NEXTAUTH_URL: process.env.NEXTAUTH_URL || `http://localhost:${port}`,
  NEXT_TELEMETRY_DISABLED: "1",
};
if (db.embedded) env.SKILLHUB_EMBEDDED_DB = "1";

const serverScript = fileURLToPath(new URL("./next-server.mjs", import.meta.url));
const child = spawn(process.execPath, [serverScript, mode], { stdio: "inherit", env: { ...env, PORT: port, HOST: host } });

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
