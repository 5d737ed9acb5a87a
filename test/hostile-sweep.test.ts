// The hostile-upload sweep (issue 8): crafted archives and requests sent to the running server.
// Every one must get a 4xx with a stable code and leave no skill row, no version, no blob.
import { createHash } from "node:crypto";
import { describe, expect, it, beforeAll } from "vitest";
import { prisma } from "@/lib/db";
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors";
import { HOSTILE_ARCHIVES } from "@/lib/skill/hostile-archives";
import { gz, tarEntry, tarStream } from "@/lib/skill/testkit";
import { MAX_UPLOAD_BODY_BYTES } from "@/lib/limits";
import { api, createPublisher, publish, skillFiles, tarball, uniqueName, BASE_URL, type Publisher } from "./support/fixtures";

const enc = new TextEncoder();
const skillTgz = (md: string) => gz(tarStream(tarEntry({ name: "x/SKILL.md", data: md })));
const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

type RequestCase = { name: string; send: (p: Publisher) => Promise<{ status: number; json: Record<string, any> }>; code: ErrorCode; skill?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any

let publisher: Publisher;
const published = uniqueName("target");
beforeAll(async () => {
  publisher = await createPublisher({ tier: "builtin" }); // the most permissive tier: only input checks can refuse
  expect((await publish(publisher.token, tarball(skillFiles({ name: published, version: "1.0.0" })))).status).toBe(201);
});

async function assertNothingStored(skillName: string | undefined, bytes?: Uint8Array) {
  if (skillName) expect(await prisma.skill.count({ where: { name: skillName } })).toBe(0);
  if (bytes) expect(await prisma.blob.count({ where: { sha256: sha256(bytes) } })).toBe(0);
}

describe("hostile archives over HTTP", () => {
  const overHttp = HOSTILE_ARCHIVES.filter((c) => !c.limits); // cases with custom limits only exist in-process
  it(`rejects all ${overHttp.length} crafted archives with the archive's code and stores nothing`, async () => {
    const before = await prisma.skillVersion.count();
    const results: string[] = [];
    for (const c of overHttp) {
      const bytes = c.bytes();
      const type = bytes[0] === 0x50 && bytes[1] === 0x4b ? "application/zip" : "application/gzip";
      const res = await publish(publisher.token, bytes, { type });
      results.push(`${c.name}: ${res.status} ${res.json?.error?.code}`);
      expect({ name: c.name, status: res.status, code: res.json?.error?.code }).toEqual({ name: c.name, status: ERROR_STATUS[c.code as ErrorCode], code: c.code });
      await assertNothingStored("demo-skill", bytes);
    }
    expect(await prisma.skillVersion.count()).toBe(before);
    expect(results.length).toBeGreaterThanOrEqual(60);
  });
});

describe("hostile requests", () => {
  const name = uniqueName("hostile");
  const cases: RequestCase[] = [
    { name: "duplicate YAML keys", code: "FRONTMATTER_DUPLICATE_KEY", skill: name, send: (p) => publish(p.token, skillTgz(`---\nname: ${name}\nname: other\ndescription: d\nversion: 1.0.0\n---\n`)) },
    { name: "YAML alias bomb", code: "FRONTMATTER_ALIAS_LIMIT", skill: name, send: (p) => publish(p.token, skillTgz(`---\nname: ${name}\ndescription: d\nversion: 1.0.0\na: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: [*d, *d, *d, *d, *d, *d, *d, *d, *d]\n---\n`)) },
    { name: "YAML syntax error", code: "FRONTMATTER_YAML_INVALID", skill: name, send: (p) => publish(p.token, skillTgz(`---\nname: ${name}\ndescription: [unclosed\n---\n`)) },
    { name: "unterminated frontmatter", code: "FRONTMATTER_UNTERMINATED", skill: name, send: (p) => publish(p.token, skillTgz(`---\nname: ${name}\ndescription: d\n`)) },
    { name: "no frontmatter", code: "FRONTMATTER_MISSING", send: (p) => publish(p.token, skillTgz("# Just markdown\n")) },
    { name: "frontmatter not a mapping", code: "FRONTMATTER_NOT_MAPPING", send: (p) => publish(p.token, skillTgz("---\n- a\n- b\n---\n")) },
    { name: "name with uppercase and underscores", code: "SPEC_NAME_INVALID_CHARS", send: (p) => publish(p.token, skillTgz("---\nname: Bad_Name\ndescription: d\nversion: 1.0.0\n---\n")) },
    { name: "name of 65 characters", code: "SPEC_NAME_TOO_LONG", send: (p) => publish(p.token, skillTgz(`---\nname: ${"a".repeat(65)}\ndescription: d\nversion: 1.0.0\n---\n`)) },
    { name: "name with a path in it", code: "SPEC_NAME_INVALID_CHARS", send: (p) => publish(p.token, skillTgz("---\nname: ../../etc\ndescription: d\nversion: 1.0.0\n---\n")) },
    { name: "name with markup", code: "SPEC_NAME_INVALID_CHARS", send: (p) => publish(p.token, skillTgz("---\nname: \"<script>\"\ndescription: d\nversion: 1.0.0\n---\n")) },
    { name: "description of 5000 characters", code: "SPEC_DESCRIPTION_TOO_LONG", skill: name, send: (p) => publish(p.token, skillTgz(`---\nname: ${name}\ndescription: ${"d".repeat(5000)}\nversion: 1.0.0\n---\n`)) },
    { name: "compatibility over 500 characters", code: "SPEC_COMPATIBILITY_TOO_LONG", skill: name, send: (p) => publish(p.token, skillTgz(`---\nname: ${name}\ndescription: d\ncompatibility: ${"c".repeat(600)}\nversion: 1.0.0\n---\n`)) },
    { name: "SKILL.md not UTF-8", code: "SKILL_MD_NOT_UTF8", send: (p) => publish(p.token, gz(tarStream(tarEntry({ name: "x/SKILL.md", data: new Uint8Array([0x2d, 0x2d, 0x2d, 0x0a, 0xff, 0xfe, 0x0a]) })))) },
    { name: "version that is not semver", code: "VERSION_INVALID", skill: name, send: (p) => publish(p.token, tarball(skillFiles({ name }))) },
    { name: "version field disagrees with SKILL.md", code: "VERSION_MISMATCH", skill: name, send: (p) => publish(p.token, tarball(skillFiles({ name, version: "1.0.0" })), { query: "version=1.0.1" }) },
    { name: "reserved name", code: "NAME_RESERVED", skill: "publish", send: (p) => publish(p.token, tarball(skillFiles({ name: "publish", version: "1.0.0" }))) },
    { name: "reserved official Hermes skill name", code: "NAME_RESERVED", skill: "github-issues", send: (p) => publish(p.token, tarball(skillFiles({ name: "github-issues", version: "1.0.0" }))) },
    { name: "tag named latest", code: "VALIDATION_FAILED", skill: name, send: (p) => publish(p.token, tarball(skillFiles({ name, version: "1.0.0" })), { query: "tag=latest" }) },
    { name: "text/plain body", code: "UNSUPPORTED_MEDIA_TYPE", send: (p) => publish(p.token, tarball(skillFiles({ name, version: "1.0.0" })), { type: "text/plain" }) },
    { name: "JSON body", code: "UNSUPPORTED_MEDIA_TYPE", send: (p) => api("/api/v1/skills", { method: "POST", token: p.token, json: { name } }) },
    { name: "multipart without files", code: "BAD_REQUEST", send: (p) => { const f = new FormData(); f.append("version", "1.0.0"); return api("/api/v1/skills", { method: "POST", token: p.token, body: f }); } },
    { name: "multipart with archive and files", code: "BAD_REQUEST", send: (p) => { const f = new FormData(); f.append("archive", new Blob([tarball(skillFiles({ name, version: "1.0.0" })) as Uint8Array<ArrayBuffer>]), "a.tgz"); f.append("files", new Blob(["x"]), "x/SKILL.md"); return api("/api/v1/skills", { method: "POST", token: p.token, body: f }); } },
    { name: "malformed multipart", code: "BAD_REQUEST", send: (p) => api("/api/v1/skills", { method: "POST", token: p.token, body: "--x\r\nbroken", headers: { "content-type": "multipart/form-data; boundary=zzz" } }) },
    { name: "folder upload with traversal", code: "ARCHIVE_PATH_TRAVERSAL", send: (p) => { const f = new FormData(); f.append("files", new Blob([skillMdText(name)]), "x/SKILL.md"); f.append("files", new Blob(["x"]), "x/../../etc/evil"); return api("/api/v1/skills", { method: "POST", token: p.token, body: f }); } },
    { name: "folder upload with absolute path", code: "ARCHIVE_PATH_ABSOLUTE", send: (p) => { const f = new FormData(); f.append("files", new Blob([skillMdText(name)]), "/SKILL.md"); return api("/api/v1/skills", { method: "POST", token: p.token, body: f }); } },
    { name: "body over the limit (declared)", code: "PAYLOAD_TOO_LARGE", send: (p) => publish(p.token, new Uint8Array(MAX_UPLOAD_BODY_BYTES + 1)) },
    { name: "body over the limit (chunked, no length)", code: "PAYLOAD_TOO_LARGE", send: (p) => chunkedUpload(p.token, MAX_UPLOAD_BODY_BYTES + 64 * 1024) },
    { name: "no token", code: "UNAUTHENTICATED", send: () => api("/api/v1/skills", { method: "POST", body: tarball(skillFiles({ name, version: "1.0.0" })), headers: { "content-type": "application/gzip" } }) },
    { name: "malformed Authorization header", code: "TOKEN_INVALID", send: () => api("/api/v1/skills", { method: "POST", body: tarball(skillFiles({ name, version: "1.0.0" })), headers: { "content-type": "application/gzip", authorization: "Basic abc" } }) },
    { name: "token without the skh_ prefix", code: "TOKEN_INVALID", send: () => publish("ghp_0123456789", tarball(skillFiles({ name, version: "1.0.0" }))) },
    { name: "unknown token", code: "TOKEN_INVALID", send: () => publish(`skh_${"A".repeat(43)}`, tarball(skillFiles({ name, version: "1.0.0" }))) },
    { name: "invalid JSON to a JSON endpoint", code: "BAD_REQUEST", send: (p) => api("/api/v1/tokens", { method: "POST", token: p.token, body: "{not json", headers: { "content-type": "application/json" } }) },
    { name: "oversized JSON body", code: "PAYLOAD_TOO_LARGE", send: (p) => api("/api/v1/tokens", { method: "POST", token: p.token, body: JSON.stringify({ name: "x".repeat(70_000) }), headers: { "content-type": "application/json" } }) },
    { name: "bad search cursor", code: "BAD_REQUEST", send: () => api("/api/v1/skills?cursor=bm90LWEtY3Vyc29y") },
    { name: "search query over 200 characters", code: "VALIDATION_FAILED", send: () => api(`/api/v1/skills?q=${"q".repeat(300)}`) },
    { name: "search with an unknown sort", code: "VALIDATION_FAILED", send: () => api("/api/v1/skills?sort=random") },
    { name: "resolve with a garbage range", code: "VERSION_INVALID", send: () => api(`/api/v1/skills/${published}/resolve?range=%3E%3E%3E1`) },
    { name: "file path traversal in the files route", code: "SKILL_NOT_FOUND", send: () => api("/api/v1/skills/..%2F..%2Fetc/versions/1.0.0/files/passwd") },
  ];

  it.each(cases)("$name → $code, nothing stored", async (c) => {
    const res = await c.send(publisher);
    expect({ status: res.status, code: res.json?.error?.code }).toEqual({ status: ERROR_STATUS[c.code], code: c.code });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    await assertNothingStored(c.skill);
  });
});

function skillMdText(name: string) {
  return `---\nname: ${name}\ndescription: d\nversion: 1.0.0\n---\n`;
}

/** Streams a body with no Content-Length, so the server must count while reading. */
async function chunkedUpload(token: string, total: number) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const chunk = enc.encode("x".repeat(64 * 1024));
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const response = await fetch(`${BASE_URL()}/api/v1/skills`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/gzip" },
    body,
    duplex: "half",
  } as RequestInit);
  return { status: response.status, json: await response.json() };
}
