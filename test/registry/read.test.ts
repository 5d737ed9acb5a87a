// Integration: the read side over HTTP — tarball caching headers and digests, files served inert,
// search ranking and filters, pagination, suggestions, and the discovery indexes read exactly the
// way the stock Hermes client reads them.
import { createHash } from "node:crypto";
import { describe, expect, it, beforeAll } from "vitest";
import { readArchive } from "@/lib/skill";
import { api, createPublisher, publish, skillFiles, tarball, uniqueName, BASE_URL, type Publisher } from "../support/fixtures";

let alice: Publisher;
const stem = uniqueName("zq");
const names = { exact: `${stem}`, prefix: `${stem}-tools`, text: uniqueName("other") };

beforeAll(async () => {
  alice = await createPublisher({ tier: "trusted" });
  const publishOne = async (name: string, description: string, body = "# Usage\n\nRun it.\n", extra: Record<string, string> = {}) => {
    const res = await publish(alice.token, tarball(skillFiles({ name, version: "1.0.0", description, extra: "metadata:\n  hermes:\n    tags: [searchtest, alpha]" }, body, extra)));
    expect(res.status).toBe(201);
  };
  await publishOne(names.exact, "The exact-name skill.");
  await publishOne(names.prefix, "A skill whose name starts with the query.");
  await publishOne(names.text, `Mentions ${stem} only in its description.`, "# Usage\n\nRun it.\n", { "references/guide.md": "# Guide\n\nPlain text.\n" });
});

describe("tarball download", () => {
  it("serves immutable bytes whose sha256 and sha512 match the metadata, with ETag, Repr-Digest and Content-Length", async () => {
    const meta = await api(`/api/v1/skills/${names.text}/versions/1.0.0`);
    const res = await fetch(meta.json.dist.tarball);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    expect(sha256).toBe(meta.json.dist.sha256);
    expect(`sha512-${createHash("sha512").update(bytes).digest("base64")}`).toBe(meta.json.dist.integrity);
    expect(res.headers.get("etag")).toBe(`"${sha256}"`);
    expect(res.headers.get("repr-digest")).toBe(`sha-256=:${Buffer.from(sha256, "hex").toString("base64")}:`);
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(readArchive(bytes).map((f) => f.path)).toEqual(["SKILL.md", "references/guide.md"]);
    const again = await fetch(meta.json.dist.tarball, { headers: { "if-none-match": `"${sha256}"` } });
    expect(again.status).toBe(304);
  });

  it("serves a file as inert text with nosniff and a sandbox CSP; unknown files and versions are 404", async () => {
    const res = await fetch(`${BASE_URL()}/api/v1/skills/${names.text}/versions/1.0.0/files/references/guide.md`);
    expect(await res.text()).toBe("# Guide\n\nPlain text.\n");
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect((await api(`/api/v1/skills/${names.text}/versions/1.0.0/files/nope.md`)).json.error.code).toBe("FILE_NOT_FOUND");
    expect((await api(`/api/v1/skills/${names.text}/versions/9.9.9`)).json.error.code).toBe("VERSION_NOT_FOUND");
  });
});

describe("download counting", () => {
  it("counts every anonymous download, including repeats answered from the server's response cache", async () => {
    const { prisma } = await import("@/lib/db");
    const name = uniqueName("count");
    expect((await publish(alice.token, tarball(skillFiles({ name, version: "1.0.0" })))).status).toBe(201);
    const url = `${BASE_URL()}/api/v1/skills/${name}/versions/1.0.0/tarball`;
    const bodies = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(url);
      expect(res.headers.get("x-skillhub-download")).toBeNull(); // internal headers never leave the server
      expect(res.headers.get("x-skillhub-cache-ttl")).toBeNull();
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("content-length")).toBe(String(body.length));
      expect(res.headers.get("etag")).toBe(`"${createHash("sha256").update(body).digest("hex")}"`);
      bodies.push(body.toString("base64"));
    }
    expect(new Set(bodies).size).toBe(1);
    let counted = 0;
    for (let t = 0; t < 40 && counted < 6; t++) {
      await new Promise((r) => setTimeout(r, 250));
      const skill = await prisma.skill.findUniqueOrThrow({ where: { name } });
      counted = Number(skill.downloadCount);
    }
    expect(counted).toBe(6);
  });
});

describe("search", () => {
  it("ranks the exact name first, then name prefixes, then text matches", async () => {
    const res = await api(`/api/v1/skills?q=${stem}`);
    const order = res.json.items.map((i: { name: string }) => i.name);
    expect(order.slice(0, 3)).toEqual([names.exact, names.prefix, names.text]);
    expect(res.headers.get("ratelimit-limit")).toBeTruthy();
  });

  it("filters by tag, tier and verdict, and paginates with a cursor", async () => {
    const tagged = await api(`/api/v1/skills?q=${stem}&tag=searchtest&tier=trusted&verdict=safe`);
    expect(tagged.json.items.map((i: { name: string }) => i.name)).toEqual(expect.arrayContaining([names.exact, names.prefix, names.text]));
    // Typo tolerance may bring in other tests' skills with near-identical generated names: none of this file's (trusted) skills is builtin.
    const ours = new Set(Object.values(names));
    expect((await api(`/api/v1/skills?q=${stem}&tier=builtin`)).json.items.filter((i: { name: string }) => ours.has(i.name))).toEqual([]);
    expect((await api(`/api/v1/skills?q=${stem}&tier=builtin`)).json.items.every((i: { trustTier: string }) => i.trustTier === "builtin")).toBe(true);
    const page1 = await api(`/api/v1/skills?q=${stem}&limit=2`);
    expect(page1.json.items).toHaveLength(2);
    const page2 = await api(`/api/v1/skills?q=${stem}&limit=2&cursor=${page1.json.nextCursor}`);
    expect(page2.json.items[0].name).toBe(names.text);
    expect((await api(`/api/v1/skills?cursor=%%%`)).status).toBe(400);
  });

  it("suggests close names for an unknown skill", async () => {
    const res = await api(`/api/v1/skills/${names.exact}x/resolve`);
    expect(res.status).toBe(404);
    expect(res.json.error.details.suggestions).toContain(names.exact);
  });
});

describe("discovery indexes", () => {
  it("/.well-known/skills: the stock Hermes client's read — index, then every file as text — reproduces the skill", async () => {
    const index = await (await fetch(`${BASE_URL()}/.well-known/skills/index.json`)).json();
    const entry = index.skills.find((s: { name: string }) => s.name === names.text);
    expect(entry).toMatchObject({ name: names.text, description: `Mentions ${stem} only in its description.`, files: ["SKILL.md", "references/guide.md"] });
    const archive = readArchive(new Uint8Array(await (await fetch((await api(`/api/v1/skills/${names.text}/versions/1.0.0`)).json.dist.tarball)).arrayBuffer()));
    for (const path of entry.files) {
      const res = await fetch(`${BASE_URL()}/.well-known/skills/${entry.name}/${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await res.text()).toBe(new TextDecoder().decode(archive.find((f) => f.path === path)!.bytes));
    }
    for (const s of index.skills) expect(s.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("/.well-known/agent-skills: entries point to archives whose sha256 matches the digest", async () => {
    const index = await (await fetch(`${BASE_URL()}/.well-known/agent-skills/index.json`)).json();
    expect(index.$schema).toMatch(/^https:\/\//);
    const entry = index.skills.find((s: { name: string }) => s.name === names.exact);
    expect(entry).toMatchObject({ name: names.exact, type: "archive", description: "The exact-name skill." });
    const bytes = new Uint8Array(await (await fetch(entry.url)).arrayBuffer());
    expect(`sha256:${createHash("sha256").update(bytes).digest("hex")}`).toBe(entry.digest);
  });

  it("OpenAPI describes every route with the zod-derived request schemas", async () => {
    const doc = (await api("/api/v1/openapi.json")).json;
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/skills", "/skills/{name}/resolve", "/tokens", "/setup"]));
    expect(doc.paths["/tokens"].post.requestBody.content["application/json"].schema.properties.scopes.items.enum).toEqual(["publish", "yank", "admin", "read:private"]);
  });
});
