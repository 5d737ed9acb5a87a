// The HTTP server (dev or production), started by scripts/run-app.mjs:
// - the read path (server/read-path.ts, bundled by server/build.mjs) answers the hot GETs — the JSON
//   API, the well-known indexes and the archives — straight from lib/registry, with ETags, 304s,
//   Cache-Control and in-memory caches that a PostgreSQL LISTEN connection keeps honest;
// - Next.js answers everything else: pages, sign-in, server actions and every write;
// - timeouts bound slow or stalled clients (slowloris, never-finished uploads).
// In `dev` the read path is rebuilt and reloaded on every change to its sources.
import http from "node:http";
import next from "next";
import { ensureReadPath, watchReadPath } from "../server/build.mjs";

const dev = process.argv[2] === "dev";
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || "127.0.0.1";
const databaseUrl = process.env.DATABASE_URL;

const started = performance.now();
let readPath = (await import(await ensureReadPath())).createReadPath();
const readPathMs = performance.now() - started;
if (databaseUrl) readPath.start(databaseUrl);
let watcher = null;
if (dev) {
  let first = true;
  watcher = await watchReadPath(async (url) => {
    if (first) return void (first = false); // the initial build is the one already loaded
    const fresh = (await import(url)).createReadPath();
    const previous = readPath;
    readPath = fresh;
    await previous.stop();
    if (databaseUrl) fresh.start(databaseUrl);
    console.log("skillhub: read path reloaded");
  });
}

const app = next({ dev, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

// Timeouts are enforced by a periodic check; the default period (30 s) would let stalled clients linger.
const server = http.createServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
  if (readPath.handle(req, res)) return;
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { code: "INTERNAL", message: "Internal server error." } }));
  });
});
// A client must finish sending headers within 20 s and the whole request (an upload) within 2 min.
server.headersTimeout = Number(process.env.SKILLHUB_HEADERS_TIMEOUT_MS || 20_000);
server.requestTimeout = Number(process.env.SKILLHUB_REQUEST_TIMEOUT_MS || 120_000);
server.keepAliveTimeout = 5_000;
server.maxHeadersCount = 100;

server.listen(port, hostname, () =>
  console.log(
    `skillhub: ${dev ? "development" : "production"} server on http://${hostname}:${port} ` +
      `(ready in ${((performance.now() - started) / 1000).toFixed(1)} s; read path ${(readPathMs / 1000).toFixed(1)} s)`,
  ),
);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 5_000).unref();
    server.close(async () => {
      await watcher?.dispose();
      await readPath.stop();
      process.exit(0);
    });
    server.closeIdleConnections();
  });
}
