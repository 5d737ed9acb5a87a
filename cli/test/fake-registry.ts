// A hostile registry: answers resolve with digests that match whatever bytes it serves, so the
// archive reader (not the digest check) is what has to stop them.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeSkill = { name: string; archive: Uint8Array; category?: string | null; trustTier?: string; resolveOverride?: Record<string, unknown> };

export async function startFakeRegistry(skills: FakeSkill[]): Promise<{ url: string; close: () => Promise<void> }> {
  const byName = new Map(skills.map((s) => [s.name, s]));
  let origin = "";
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", origin);
    const resolve = url.pathname.match(/^\/api\/v1\/skills\/([^/]+)\/resolve$/);
    const tarball = url.pathname.match(/^\/api\/v1\/skills\/([^/]+)\/versions\/([^/]+)\/tarball$/);
    const skill = byName.get(decodeURIComponent((resolve ?? tarball)?.[1] ?? ""));
    if (!skill) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { code: "SKILL_NOT_FOUND", message: "no", details: { suggestions: [] } } }));
      return;
    }
    if (tarball) {
      res.writeHead(200, { "content-type": "application/gzip", "content-length": String(skill.archive.length) }).end(Buffer.from(skill.archive));
      return;
    }
    const body = {
      name: skill.name,
      version: "1.0.0",
      status: "published",
      verdict: "safe",
      publishedAt: new Date(0).toISOString(),
      dist: {
        tarball: `${origin}/api/v1/skills/${encodeURIComponent(skill.name)}/versions/1.0.0/tarball`,
        sha256: createHash("sha256").update(skill.archive).digest("hex"),
        integrity: `sha512-${createHash("sha512").update(skill.archive).digest("base64")}`,
        size: skill.archive.length,
      },
      trustTier: skill.trustTier ?? "builtin",
      category: skill.category ?? null,
      files: [],
      warnings: [],
      ...skill.resolveOverride,
    };
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: origin, close: () => new Promise((r) => server.close(() => r())) };
}
