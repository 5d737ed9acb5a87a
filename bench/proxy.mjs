// A small round-robin reverse proxy for the load test's two-instance run (bench/load.mts): every
// request goes to the next upstream, over keep-alive connections. Not for production (use a real load
// balancer there; README "Scaling out").
//   node bench/proxy.mjs PORT http://127.0.0.1:A http://127.0.0.1:B
//
// Keep-alive between proxy and app has the race every proxy has: the app closes a connection that
// sat idle for its keepAliveTimeout (5 s) just as the proxy sends a request on it. Two guards, as real
// proxies do: pooled connections are dropped after 4 s idle (before the app drops them), and a read
// (GET/HEAD, no body) that fails on a reused connection is sent once more on a fresh one. Each answer
// the proxy makes up itself (502) is written to stderr with its cause, for the load test to report.
import http from "node:http";

const [port, ...upstreams] = process.argv.slice(2);
const targets = upstreams.map((u) => new URL(u));
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });
let next = 0;

function forward(req, res, target, retried) {
  const upstream = http.request(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent },
    (response) => {
      res.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(res);
    },
  );
  upstream.on("error", (error) => {
    const idempotent = req.method === "GET" || req.method === "HEAD";
    if (idempotent && upstream.reusedSocket && !retried && !res.headersSent) return forward(req, res, target, true);
    console.error(`proxy 502 ${req.method} ${req.url} via ${target.host}: ${error.code ?? error.message}${upstream.reusedSocket ? " (reused connection)" : ""}`);
    if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
    res.end("bad gateway");
  });
  if (req.method === "GET" || req.method === "HEAD") upstream.end();
  else req.pipe(upstream);
}

const server = http.createServer((req, res) => forward(req, res, targets[next++ % targets.length], false));
server.keepAliveTimeout = 5_000;
server.listen(Number(port), "127.0.0.1", () => console.log(`proxy listening on ${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
