// The HTTP server in front of Next.js (dev or production), started by scripts/run-app.mjs.
// Two things the `next` CLI cannot do:
// - Content-Length: Next drops it from route-handler responses, but clients verifying downloads
//   need it. Handlers put the length in X-Skillhub-Content-Length; this server turns it back into
//   Content-Length (the compression middleware still removes it when it compresses).
// - Timeouts that bound slow or stalled clients (slowloris, never-finished uploads).
import http from "node:http";
import next from "next";

export const CONTENT_LENGTH_HEADER = "x-skillhub-content-length";
const dev = process.argv[2] === "dev";
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || "127.0.0.1";

const app = next({ dev, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

// Timeouts are enforced by a periodic check; the default period (30 s) would let stalled clients linger.
const server = http.createServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) =>
    String(name).toLowerCase() === CONTENT_LENGTH_HEADER ? setHeader("content-length", value) : setHeader(name, value);
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

server.listen(port, hostname, () => console.log(`skillhub: ${dev ? "development" : "production"} server on http://${hostname}:${port}`));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
