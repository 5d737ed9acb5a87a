// A small round-robin reverse proxy for the load test's two-instance run (bench/load.mts): every
// request goes to the next upstream, over keep-alive connections. Not for production (use a real load
// balancer there; README "Scaling out").
//   node bench/proxy.mjs PORT http://127.0.0.1:A http://127.0.0.1:B
import http from "node:http";

const [port, ...upstreams] = process.argv.slice(2);
const targets = upstreams.map((u) => new URL(u));
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;

const server = http.createServer((req, res) => {
  const target = targets[next++ % targets.length];
  const upstream = http.request(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent },
    (response) => {
      res.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(res);
    },
  );
  upstream.on("error", () => {
    if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
    res.end("bad gateway");
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 5_000;
server.listen(Number(port), "127.0.0.1", () => console.log(`proxy listening on ${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
