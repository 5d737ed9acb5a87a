// The HTTP server (dev or production), started by scripts/run-app.mjs:
// - the read path (server/read-path.ts, bundled by server/build.mjs) answers the hot GETs — the JSON
//   API, the well-known indexes and the archives — straight from lib/registry, with ETags, 304s,
//   Cache-Control and in-memory caches that a PostgreSQL LISTEN connection keeps honest;
// - anonymous readers' skill pages and home come from rendered copies (server/page-cache.ts), which
//   Next renders through an internal request to this server (marked with a per-process secret);
// - Next.js answers everything else: other pages, sign-in, server actions and every write;
// - timeouts bound slow or stalled clients (slowloris, never-finished uploads);
// - the client address: X-Real-IP is always the socket's peer address (whatever a client sent under
//   that name is dropped), so per-IP limits cannot be dodged with a forged header; behind a proxy,
//   SKILLHUB_TRUST_PROXY makes lib/auth/client-ip.ts read X-Forwarded-For instead.
// In `dev` the read path is rebuilt and reloaded on every change to its sources.
import { randomBytes } from "node:crypto";
import http from "node:http";
import v8 from "node:v8";
import next from "next";
import { ensureReadPath, watchReadPath } from "../server/build.mjs";

// V8 lets the heap grow to several times what survived its last full collection before collecting
// again: under read load that is garbage (responses, rows, renders) sitting in RSS — the live heap is
// about 105 MiB with full caches, the heap reached 375 MiB. A growth factor of 1.3 collects sooner and
// keeps RSS in bounds, for a little more GC time (bench/load.mts reports both). It is read at every
// full collection, so setting it here, before the app loads, applies to the whole run.
v8.setFlagsFromString("--heap-growing-percent=30");

const dev = process.argv[2] === "dev";
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || "127.0.0.1";
const databaseUrl = process.env.DATABASE_URL;

// Internal page renders carry this secret; a client's request never can, and loses any render header.
const INTERNAL_HEADER = "x-skillhub-internal";
const internalSecret = randomBytes(24).toString("base64url");
let server;

function peerAddress(socket) {
  const address = socket.remoteAddress ?? "unknown";
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}

/** Has Next render `path` through this very server, as an internal request (server/page-cache.ts). */
function renderPage(path, headers) {
  const address = server.address();
  const host = address.address === "0.0.0.0" ? "127.0.0.1" : address.address === "::" ? "::1" : address.address;
  return new Promise((resolve, reject) => {
    const request = http.request({ host, port: address.port, path, method: "GET", headers: { ...headers, [INTERNAL_HEADER]: internalSecret } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

const started = performance.now();
const readPathModule = await import(await ensureReadPath());
const RENDER_NONCE_HEADER = readPathModule.RENDER_NONCE_HEADER;
// Development re-renders on every change: no page cache there.
let readPath = readPathModule.createReadPath(dev ? {} : { renderPage });
const readPathMs = performance.now() - started;
if (databaseUrl) readPath.start(databaseUrl);
let watcher = null;
if (dev) {
  let first = true;
  watcher = await watchReadPath(async (url) => {
    if (first) return void (first = false); // the initial build is the one already loaded
    const fresh = (await import(url)).createReadPath({});
    const previous = readPath;
    readPath = fresh;
    await previous.stop();
    if (databaseUrl) fresh.start(databaseUrl);
    console.log("skillhub: read path reloaded");
  });
}

const CONTENT_LENGTH_HEADER = "x-skillhub-content-length";

const app = next({ dev, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

// Timeouts are enforced by a periodic check; the default period (30 s) would let stalled clients linger.
server = http.createServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
  const isInternal = req.headers[INTERNAL_HEADER] === internalSecret;
  delete req.headers[INTERNAL_HEADER];
  // An internal render keeps the address of the reader it renders for (none: it is anonymous).
  if (!isInternal) req.headers["x-real-ip"] = peerAddress(req.socket);
  if (!isInternal) {
    delete req.headers[RENDER_NONCE_HEADER];
    if (readPath.handle(req, res)) return;
  }
  // Next drops Content-Length from route-handler responses, but clients verifying downloads need it:
  // handlers put the length in X-Skillhub-Content-Length (lib/http/digest-download.ts) and it goes back here.
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (String(name).toLowerCase() === CONTENT_LENGTH_HEADER ? setHeader("content-length", value) : setHeader(name, value));
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

// The address people open (what sign-in callbacks use), then — on a registry nobody administers yet —
// the one-time setup link that instrumentation-node.ts issued at start. Printed once.
const publicUrl = (process.env.SKILLHUB_PUBLIC_URL || process.env.NEXTAUTH_URL || `http://localhost:${port}`).replace(/\/+$/, "");
server.listen(port, hostname, async () => {
  console.log(
    `skillhub: ${dev ? "development" : "production"} server ready on ${publicUrl} (listening on ${hostname}:${port}; ` +
      `ready in ${((performance.now() - started) / 1000).toFixed(1)} s, read path ${(readPathMs / 1000).toFixed(1)} s)`,
  );
  for (const line of (await globalThis.__skillhubStartupNotice) ?? []) console.log(line);
});

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
