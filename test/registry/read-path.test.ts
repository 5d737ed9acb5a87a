// Integration: the read path (server/) over HTTP — strong ETags and 304s, Cache-Control by who asks,
// HEAD, 405 on read-only routes, caches that forget a write made by another process (through
// PostgreSQL LISTEN/NOTIFY, or the embedded server's routing of it), and in-memory rate limits for
// anonymous reads that write nothing to the database.
import { describe, expect, it, beforeAll } from "vitest";
import { prisma } from "@/lib/db";
import { resolveTokenActor } from "@/lib/auth/actor";
import { yankVersion } from "@/lib/registry/yank-version";
import { publishVersion } from "@/lib/registry/publish-version";
import { RATE_LIMITS } from "@/lib/limits";
import { startAppServer } from "../support/app-server.mjs";
import { api, createPublisher, publish, skillFiles, tarball, uniqueName, BASE_URL, type Publisher } from "../support/fixtures";

let alice: Publisher;
const name = uniqueName("rp");

beforeAll(async () => {
  alice = await createPublisher({ tier: "trusted" });
  for (const version of ["1.0.0", "1.1.0"]) {
    expect((await publish(alice.token, tarball(skillFiles({ name, version, description: `Read path skill ${version}.` }, "# Read path\n", { "notes.md": "# Notes\n" })))).status).toBe(201);
  }
});

const READS = [
  () => `/api/v1/skills/${name}`,
  () => `/api/v1/skills/${name}/resolve?range=^1.0.0`,
  () => `/api/v1/skills/${name}/versions/1.0.0`,
  () => `/api/v1/skills/${name}/versions/1.0.0/tarball`,
  () => `/api/v1/skills/${name}/versions/1.0.0/files/notes.md`,
  () => `/api/v1/skills?q=${name}`,
  () => "/api/v1/openapi.json",
  () => "/.well-known/skills/index.json",
  () => `/.well-known/skills/${name}/notes.md`,
  () => "/.well-known/agent-skills/index.json",
  () => `/.well-known/agent-skills/${name}.tar.gz`,
];

describe("HTTP caching", () => {
  it.each(READS)("%s: a strong ETag, 304 when it matches, security headers and a request id", async (path) => {
    const url = `${BASE_URL()}${path()}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    const body = Buffer.from(await first.arrayBuffer());
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/ prefix
    expect(first.headers.get("content-length")).toBe(String(body.length));
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("x-request-id")).toBeTruthy();
    const again = await fetch(url, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect(again.headers.get("etag")).toBe(etag);
    const other = await fetch(url, { headers: { "if-none-match": '"something-else"' } });
    expect(other.status).toBe(200);
    expect(Buffer.from(await other.arrayBuffer()).equals(body)).toBe(true);
  });

  it("lets shared caches keep anonymous answers briefly, keeps answers to a token private, archives immutable", async () => {
    const anonymous = await fetch(`${BASE_URL()}/api/v1/skills/${name}`);
    expect(anonymous.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(anonymous.headers.get("vary")).toContain("Authorization");
    const withToken = await api(`/api/v1/skills/${name}`, { token: alice.token });
    expect(withToken.headers.get("cache-control")).toBe("private, no-cache");
    const archive = await fetch(`${BASE_URL()}/api/v1/skills/${name}/versions/1.0.0/tarball`);
    expect(archive.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await api("/api/health")).headers.get("cache-control")).toBe("no-store");
    expect((await api("/api/v1/whoami", { token: alice.token })).headers.get("cache-control")).toBe("private, no-cache");
  });

  it("answers HEAD with the headers and no body; a write method on a read-only route is 405 with Allow", async () => {
    const head = await fetch(`${BASE_URL()}/api/v1/skills/${name}/versions/1.0.0/tarball`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const post = await api(`/api/v1/skills/${name}/resolve`, { method: "POST", token: alice.token });
    expect(post.status).toBe(405);
    expect(post.json.error.code).toBe("METHOD_NOT_ALLOWED");
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    expect((await api("/api/v1/skills/%E0%A4%A/resolve")).json.error.code).toBe("BAD_REQUEST");
  });
});

describe("caches that know when to forget", () => {
  // The app's caches keep a skill for 30 s (counters); an answer that changes well within that after a
  // write made in *this* process — which only reaches the app through LISTEN/NOTIFY — proves the
  // notification invalidated it. bench/load.mts times it (goal: under a second).
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  };

  it("a yank made by another process reaches the app's cached resolve, metadata and search", async () => {
    const actor = await resolveTokenActor(alice.token);
    const resolved = async () => (await api(`/api/v1/skills/${name}/resolve`)).json.version;
    expect(await resolved()).toBe("1.1.0");
    expect(await resolved()).toBe("1.1.0"); // cached now
    expect((await api(`/api/v1/skills?q=${name}`)).json.items[0].latestVersion).toBe("1.1.0");
    await yankVersion(actor, name, "1.1.0", true);
    expect(await until(async () => (await resolved()) === "1.0.0")).toBe(true);
    expect((await api(`/api/v1/skills/${name}`)).json.distTags).toEqual({ latest: "1.0.0" });
    expect(await until(async () => (await api(`/api/v1/skills?q=${name}`)).json.items[0].latestVersion === "1.0.0")).toBe(true);
    await yankVersion(actor, name, "1.1.0", false);
    expect(await until(async () => (await resolved()) === "1.1.0")).toBe(true);
  });

  it("a publish made by another process reaches a cached 'no such skill' and a cached search", async () => {
    const fresh = uniqueName("rpnew");
    expect((await api(`/api/v1/skills/${fresh}`)).status).toBe(404);
    expect((await api(`/api/v1/skills/${fresh}`)).status).toBe(404); // cached miss
    const words = `${fresh.split("-")[0]} ${fresh.split("-")[1]}`;
    expect((await api(`/api/v1/skills?q=${encodeURIComponent(words)}`)).json.items.map((i: { name: string }) => i.name)).not.toContain(fresh);
    await publishVersion(await resolveTokenActor(alice.token), { upload: { kind: "files", files: skillFiles({ name: fresh, version: "1.0.0" }) } });
    expect(await until(async () => (await api(`/api/v1/skills/${fresh}`)).status === 200)).toBe(true);
    expect(await until(async () => (await api(`/api/v1/skills?q=${encodeURIComponent(words)}`)).json.items.some((i: { name: string }) => i.name === fresh))).toBe(true);
  });
});

describe("archives answered from memory (issue 15)", () => {
  it("stop the moment the skill is deleted, for everyone but its owner", async () => {
    const skill = uniqueName("rpdel");
    expect((await publish(alice.token, tarball(skillFiles({ name: skill, version: "1.0.0" })))).status).toBe(201);
    const path = `/api/v1/skills/${skill}/versions/1.0.0/tarball`;
    expect((await api(path)).status).toBe(200);
    expect((await api(path)).status).toBe(200); // the skill and its bytes are in memory now
    expect((await api(`/api/v1/skills/${skill}`, { method: "DELETE", token: alice.token })).json.deleted).toBe("soft");
    const refused = await api(path);
    expect(refused.status).toBe(404);
    expect(refused.json.error.code).toBe("SKILL_NOT_FOUND");
    expect(refused.headers.get("x-request-id")).toBeTruthy();
    expect((await api(path, { token: alice.token })).status).toBe(200);
    expect((await api(`/api/v1/skills/${skill}/versions/9.9.9/tarball`)).status).toBe(404);
  });

  it("are rate-limited in memory per client: 429 with Retry-After past the burst", async () => {
    const app = await startAppServer(process.env.DATABASE_URL!, { SKILLHUB_RATE_LIMITS: "on", SKILLHUB_TRUST_PROXY: "true" });
    try {
      const url = `${app.url}/api/v1/skills/${name}/versions/1.0.0/tarball`;
      const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMITS.download.capacity * 3 && statuses.at(-1) !== 429; i++) {
        const res = await fetch(url, { headers: { "x-forwarded-for": ip } });
        statuses.push(res.status);
        if (res.status === 429) {
          expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
          expect((await res.json()).error.code).toBe("RATE_LIMITED");
        } else await res.arrayBuffer();
      }
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(RATE_LIMITS.download.capacity - 1);
      expect(statuses.at(-1)).toBe(429);
      expect((await fetch(url, { headers: { "x-forwarded-for": "198.51.100.8" } })).status).toBe(200);
    } finally {
      await app.stop();
    }
  });
});

describe("rate limits for anonymous reads", () => {
  it("are kept in memory: 429 with Retry-After past the burst, and no bucket row in the database", async () => {
    // Clients are told apart by the address a trusted proxy reports (the server sets X-Real-IP from the peer).
    const app = await startAppServer(process.env.DATABASE_URL!, { SKILLHUB_RATE_LIMITS: "on", SKILLHUB_TRUST_PROXY: "true" });
    try {
      const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMITS.search.capacity * 3; i++) {
        const res = await fetch(`${app.url}/api/v1/skills?q=${name}`, { headers: { "x-forwarded-for": ip } });
        statuses.push(res.status);
        if (res.status === 429) {
          expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
          expect((await res.json()).error.code).toBe("RATE_LIMITED");
          break;
        }
        await res.arrayBuffer();
      }
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(RATE_LIMITS.search.capacity - 1);
      expect(statuses.at(-1)).toBe(429);
      expect(await prisma.rateLimitBucket.count({ where: { key: { contains: ip } } })).toBe(0);
      // Another client is not affected.
      expect((await fetch(`${app.url}/api/v1/skills?q=${name}`, { headers: { "x-forwarded-for": "198.51.100.7" } })).status).toBe(200);
    } finally {
      await app.stop();
    }
  });
});
