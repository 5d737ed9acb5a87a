// A hostile network peer for the tampering tests: a real HTTP proxy in front of the real registry
// that passes everything through, except tarball responses, which it corrupts as told.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type TarballMode = "pass" | "flip-byte" | "wrong-length" | "truncate" | "abort-mid-stream" | "always-500" | "429-once";

export type Proxy = { url: string; mode: TarballMode; tarballRequests: number; close: () => Promise<void> };

export async function startProxy(target: string): Promise<Proxy> {
  const upstream = new URL(target);
  const state: Proxy = { url: "", mode: "pass", tarballRequests: 0, close: async () => {} };
  let served429 = false;
  const server = http.createServer((req, res) => {
    const isTarball = /\/tarball$/.test((req.url ?? "").split("?")[0]);
    if (isTarball) state.tarballRequests++;
    if (isTarball && state.mode === "always-500") {
      res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: { code: "INTERNAL", message: "boom" } }));
      return;
    }
    if (isTarball && state.mode === "429-once" && !served429) {
      served429 = true;
      res.writeHead(429, { "retry-after": "1", "content-type": "application/json" }).end(JSON.stringify({ error: { code: "RATE_LIMITED", message: "slow down" } }));
      return;
    }
    const headers = { ...req.headers, host: upstream.host };
    delete headers["accept-encoding"];
    const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (up) => {
      if (!isTarball && /json/.test(String(up.headers["content-type"]))) {
        // The registry's absolute URLs (dist.tarball) are rewritten to point back through us.
        const chunks: Buffer[] = [];
        up.on("data", (c) => chunks.push(c));
        up.on("end", () => {
          // Next answers with "localhost" for a server bound to 127.0.0.1: rewrite both spellings.
          let text = Buffer.concat(chunks).toString("utf8");
          for (const origin of [upstream.origin, `${upstream.protocol}//localhost:${upstream.port}`]) text = text.split(origin).join(state.url);
          const body = Buffer.from(text);
          const headers = { ...up.headers, "content-length": String(body.length) };
          delete headers["transfer-encoding"];
          delete headers["content-encoding"];
          res.writeHead(up.statusCode ?? 502, headers).end(body);
        });
        return;
      }
      if (!isTarball || state.mode === "pass" || state.mode === "429-once") {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      up.on("data", (c) => chunks.push(c));
      up.on("end", () => {
        const body = Buffer.concat(chunks);
        const headers = { ...up.headers };
        delete headers["content-length"];
        delete headers["transfer-encoding"];
        switch (state.mode) {
          case "flip-byte": {
            body[Math.floor(body.length / 2)] ^= 0x01;
            res.writeHead(200, { ...headers, "content-length": String(body.length) }).end(body);
            return;
          }
          case "wrong-length":
            res.writeHead(200, { ...headers, "content-length": String(body.length + 7) });
            res.end(body);
            res.socket?.destroy();
            return;
          case "truncate":
            res.writeHead(200, { ...headers, "content-length": String(body.length) });
            res.write(body.subarray(0, Math.floor(body.length / 2)), () => res.socket?.destroy());
            return;
          case "abort-mid-stream":
            res.writeHead(200, headers);
            res.write(body.subarray(0, Math.floor(body.length / 2)), () => setTimeout(() => res.socket?.destroy(), 20));
            return;
        }
      });
    });
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((r) => server.close(() => r()));
  server.keepAliveTimeout = 100;
  return state;
}
