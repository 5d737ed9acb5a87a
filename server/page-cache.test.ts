// The page cache's nonce handling and invalidation, with a stand-in for Next: the renderer echoes the
// nonce it is asked to use into the page and its Content-Security-Policy, the way proxy.ts does.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyChange, setChangeFeedLive } from "@/lib/cache/change-feed";
import { createPageCache, RENDER_NONCE_HEADER, type RenderedPage } from "./page-cache";

let renders = 0;
let version = "1.0.0";
const seenRenderNonces: string[] = [];
const cache = createPageCache(
  async (path, headers): Promise<RenderedPage> => {
    renders += 1;
    const nonce = headers[RENDER_NONCE_HEADER];
    seenRenderNonces.push(nonce);
    const status = path.startsWith("/skills/missing") ? 404 : 200;
    const html = `<!doctype html><script nonce="${nonce}">boot()</script><h1>${path} ${version}</h1><script nonce="${nonce}">more()</script>`;
    return {
      status,
      headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": `script-src 'nonce-${nonce}' 'strict-dynamic'`, "x-request-id": "from-render" },
      body: Buffer.from(html),
    };
  },
  { trustProxy: false },
);
const server = http.createServer((req, res) => {
  if (!cache.handle(req, res)) {
    res.writeHead(599);
    res.end();
  }
});
let url = "";

beforeAll(async () => {
  setChangeFeedLive(true);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  setChangeFeedLive(false);
  server.close();
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${url}${path}`, { headers });
  const body = await res.text();
  const nonces = [...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
  return { res, body, nonces, csp: res.headers.get("content-security-policy") ?? "" };
};

describe("page cache", () => {
  it("renders once, and gives every response — the first too — a nonce of its own, in the body and the CSP", async () => {
    const before = renders;
    const answers = await Promise.all([get("/skills/alpha"), get("/skills/alpha"), get("/skills/alpha")]);
    answers.push(await get("/skills/alpha"), await get("/skills/alpha", { "accept-encoding": "gzip" }), await get("/skills/alpha?utm=x&junk=1"));
    expect(renders - before).toBe(1); // parameters the page does not read make no new copy
    await get("/skills/alpha?tab=files");
    expect(renders - before).toBe(2);
    const nonces = answers.map((a) => a.nonces[0]);
    expect(new Set(nonces).size).toBe(answers.length);
    for (const a of answers) {
      expect(a.res.status).toBe(200);
      expect(a.nonces).toEqual([a.nonces[0], a.nonces[0]]); // both scripts, one nonce
      expect(a.csp).toBe(`script-src 'nonce-${a.nonces[0]}' 'strict-dynamic'`);
      expect(seenRenderNonces).not.toContain(a.nonces[0]);
      expect(a.body).not.toContain(seenRenderNonces.at(-1)!);
      expect(a.res.headers.get("x-request-id")).not.toBe("from-render");
    }
  });

  it("renders again once the skill the page shows changes; home on any change", async () => {
    await get("/skills/beta");
    await get("/");
    const before = renders;
    version = "2.0.0";
    applyChange({ skills: ["other"] });
    expect((await get("/skills/beta")).body).toContain("1.0.0");
    expect((await get("/")).body).toContain("2.0.0");
    applyChange({ skills: ["beta"] });
    expect((await get("/skills/beta")).body).toContain("2.0.0");
    expect(renders - before).toBe(2);
  });

  it("leaves signed-in readers, client navigations, other pages and non-200 answers alone (or uncached)", async () => {
    expect((await get("/skills/alpha", { cookie: "next-auth.session-token=abc" })).res.status).toBe(599);
    expect((await get("/skills/alpha", { rsc: "1" })).res.status).toBe(599);
    expect((await get("/search?q=x")).res.status).toBe(599);
    const before = renders;
    const missing = [await get("/skills/missing"), await get("/skills/missing")];
    expect(missing.map((m) => m.res.status)).toEqual([404, 404]);
    expect(renders - before).toBe(2);
    expect(missing[0].nonces[0]).not.toBe(missing[1].nonces[0]);
  });
});
