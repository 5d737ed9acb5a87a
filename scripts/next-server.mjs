// The HTTP server in front of Next.js (dev or production), started by scripts/run-app.mjs.
// What the `next` CLI cannot do:
// - Content-Length: Next drops it from route-handler responses, but clients verifying downloads
//   need it. Handlers put the length in X-Skillhub-Content-Length; this server turns it back into
//   Content-Length (the compression middleware still removes it when it compresses).
// - Timeouts that bound slow or stalled clients (slowloris, never-finished uploads).
// - The client address: X-Real-IP is always the socket's peer address (whatever a client sent under
//   that name is dropped), so per-IP limits cannot be dodged with a forged header; behind a proxy,
//   SKILLHUB_TRUST_PROXY makes lib/auth/actor.ts read X-Forwarded-For instead.
// - A short-lived response cache for anonymous downloads of immutable archives: a handler marks a
//   response cacheable (X-Skillhub-Cache-TTL) and names the download to count (X-Skillhub-Download);
//   repeats are then answered straight from memory, without Next's per-request overhead. Counting
//   still happens (through the registry's recordDownload); per-IP rate limits do not apply to these
//   repeats — put a CDN or proxy limit in front for that.
import { randomUUID } from "node:crypto";
import http from "node:http";
import next from "next";

export const CONTENT_LENGTH_HEADER = "x-skillhub-content-length";
const CACHE_TTL_HEADER = "x-skillhub-cache-ttl";
const DOWNLOAD_HEADER = "x-skillhub-download";
const CACHE_MAX_ENTRIES = 2_000;
const CACHE_MAX_BODY_BYTES = 5 * 1024 * 1024;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token/;
const responseCache = new Map();

function isAnonymousGet(req) {
  return req.method === "GET" && !req.headers.authorization && !SESSION_COOKIE.test(req.headers.cookie ?? "");
}

function serveFromCache(req, res) {
  const hit = responseCache.get(req.url);
  if (!hit) return false;
  if (hit.expires < Date.now()) {
    responseCache.delete(req.url);
    return false;
  }
  const headers = { ...hit.headers, "x-request-id": randomUUID() };
  if (hit.etag && req.headers["if-none-match"] === hit.etag) {
    delete headers["content-length"];
    res.writeHead(304, headers);
    res.end();
  } else {
    res.writeHead(hit.status, headers);
    res.end(hit.body);
  }
  if (hit.download) globalThis.__skillhubRecordDownload?.(...hit.download);
  return true;
}

function captureForCache(req, res) {
  let ttl = 0;
  let download = null;
  const chunks = [];
  let size = 0;
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => {
    const key = String(name).toLowerCase();
    if (key === CACHE_TTL_HEADER) ttl = Number(value) || 0;
    else if (key === DOWNLOAD_HEADER) download = String(value).split(" ");
    else return setHeader(name, value);
    return res;
  };
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const keep = (chunk) => {
    if (!chunk || typeof chunk === "function" || size > CACHE_MAX_BODY_BYTES) return;
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += buffer.length;
    chunks.push(buffer);
  };
  res.write = (chunk, ...rest) => {
    keep(chunk);
    return write(chunk, ...rest);
  };
  res.end = (chunk, ...rest) => {
    keep(chunk);
    return end(chunk, ...rest);
  };
  res.once("finish", () => {
    if (!ttl || res.statusCode !== 200 || size > CACHE_MAX_BODY_BYTES) return;
    if (responseCache.size >= CACHE_MAX_ENTRIES) responseCache.delete(responseCache.keys().next().value);
    const headers = { ...res.getHeaders() };
    delete headers["x-request-id"];
    responseCache.set(req.url, { status: 200, headers, etag: headers.etag, body: Buffer.concat(chunks), download, expires: Date.now() + ttl });
  });
}
function peerAddress(socket) {
  const address = socket.remoteAddress ?? "unknown";
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}

const dev = process.argv[2] === "dev";
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || "127.0.0.1";

const app = next({ dev, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

// Timeouts are enforced by a periodic check; the default period (30 s) would let stalled clients linger.
const server = http.createServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
  req.headers["x-real-ip"] = peerAddress(req.socket);
  const anonymousGet = isAnonymousGet(req);
  if (anonymousGet && serveFromCache(req, res)) return;
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) =>
    String(name).toLowerCase() === CONTENT_LENGTH_HEADER ? setHeader("content-length", value) : setHeader(name, value);
  if (anonymousGet) captureForCache(req, res);
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
  console.log(`skillhub: ${dev ? "development" : "production"} server ready on ${publicUrl} (listening on ${hostname}:${port})`);
  for (const line of (await globalThis.__skillhubStartupNotice) ?? []) console.log(line);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
