// The database the app runs on: DATABASE_URL when set, otherwise an embedded PGlite (real Postgres
// compiled to WASM) served on 127.0.0.1 over the Postgres wire protocol, so the app has one code path.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export const DEFAULT_PGLITE_DIR = ".data/pglite";

const urlFile = (dataDir) => `${path.resolve(dataDir)}.url`;

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** Takes an exclusive lock file beside the data folder; refuses if a live process holds it. */
function lockDataDir(dataDir) {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(holder) && isAlive(holder)) {
        throw new Error(
          `the embedded database in ${dataDir} is already in use by process ${holder}; ` +
            `stop it, or set PGLITE_DIR to another folder (or DATABASE_URL to a PostgreSQL server)`,
        );
      }
      rmSync(lockPath, { force: true }); // stale lock from a process that died
    }
  }
  throw new Error(`could not lock ${lockPath}`);
}

/**
 * Returns { url, embedded, stop }. With DATABASE_URL, stop is a no-op. Without it, starts PGlite
 * in PGLITE_DIR (default .data/pglite; "memory://" for a throwaway one) on PGLITE_PORT (default:
 * any free port).
 */
/** @param {Record<string, string | undefined>} [env] */
export async function resolveDatabase(env = process.env) {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false, stop: async () => {} };

  const dataDir = env.PGLITE_DIR || DEFAULT_PGLITE_DIR;
  const isMemory = dataDir.startsWith("memory://");
  const unlock = isMemory ? () => {} : lockDataDir(dataDir);
  try {
    const [{ PGlite }, { pg_trgm }, { btree_gin }, { servePglite }] = await Promise.all([
      import("@electric-sql/pglite"),
      import("@electric-sql/pglite/contrib/pg_trgm"),
      import("@electric-sql/pglite/contrib/btree_gin"),
      import("./pglite-server.mjs"),
    ]);
    if (!isMemory) mkdirSync(dataDir, { recursive: true });
    const db = await PGlite.create({ dataDir, extensions: { pg_trgm, btree_gin } });
    const server = await servePglite(db, { host: "127.0.0.1", port: Number(env.PGLITE_PORT ?? 0) });
    const port = server.port;
    const url = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
    // Lets operator tools (npm run admin, npm run seed) reach the running instance's database.
    if (!isMemory) writeFileSync(urlFile(dataDir), url);
    let stopped = false;
    return {
      url,
      embedded: true,
      dataDir,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await server.stop();
        await db.close();
        if (!isMemory) rmSync(urlFile(dataDir), { force: true });
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * For operator tools: DATABASE_URL, else the URL of an app already running on the embedded data
 * folder, else a freshly started embedded database (stopped by the returned `stop`).
 */
/** @param {Record<string, string | undefined>} [env] */
export async function connectDatabase(env = process.env) {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false, stop: async () => {} };
  const dataDir = env.PGLITE_DIR || DEFAULT_PGLITE_DIR;
  try {
    const holder = Number.parseInt(readFileSync(`${path.resolve(dataDir)}.lock`, "utf8"), 10);
    const url = readFileSync(urlFile(dataDir), "utf8").trim();
    if (isAlive(holder) && url) return { url, embedded: true, dataDir, stop: async () => {} };
  } catch {
    // nothing running: start our own
  }
  return resolveDatabase(env);
}
