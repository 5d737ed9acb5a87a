// Integration: publishing over real HTTP against the real app and database. Every rejection asserts
// the status, the stable code, and that nothing was left behind.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { sha256Hex } from "@/lib/skill/hash";
import { MAX_UPLOAD_BODY_BYTES } from "@/lib/limits";
import { api, blobExists, createPublisher, footprint, publish, skillFiles, tarball, uniqueName, zip } from "../support/fixtures";
import { CAUTION_BODY, DANGEROUS_BODY } from "./fixtures-content";

describe("POST /api/v1/skills", () => {
  it("publishes a .tar.gz: 201, version row, blob, audit event; an identical retry answers 200 and adds nothing", async () => {
    const alice = await createPublisher();
    const name = uniqueName();
    const bytes = tarball(skillFiles({ name, version: "1.0.0" }, undefined, { "references/notes.md": "# Notes\n" }));
    const first = await publish(alice.token, bytes);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ status: "published", version: "1.0.0", verdict: "safe", skill: { name }, tier: "community", decision: "allow" });
    expect(first.json.report.schema).toBe("skillhub.scan/v1");

    const after = await footprint(name);
    expect(after.versions).toEqual([{ sha256: sha256Hex(bytes), status: "published", version: "1.0.0" }]);
    expect(await blobExists(sha256Hex(bytes))).toBe(true);
    expect(after.audits).toEqual([{ action: "version.publish", version: "1.0.0" }]);

    const retry = await publish(alice.token, bytes);
    expect(retry.status).toBe(200);
    expect(retry.json.status).toBe("unchanged");
    const again = await footprint(name);
    expect(again.versions).toHaveLength(1);
    expect(again.audits).toHaveLength(1);
  });

  it("publishes a .zip and a multipart folder upload, with the version given as a field", async () => {
    const alice = await createPublisher();
    const zipName = uniqueName();
    const viaZip = await publish(alice.token, zip(skillFiles({ name: zipName }), zipName), { type: "application/zip", query: "version=0.3.0" });
    expect(viaZip.status).toBe(201);
    expect(viaZip.json.version).toBe("0.3.0");

    const folderName = uniqueName();
    const form = new FormData();
    for (const f of skillFiles({ name: folderName, version: "2.0.0" }, undefined, { "scripts/run.sh": "#!/bin/sh\necho hi\n" })) {
      form.append("files", new Blob([f.bytes as Uint8Array<ArrayBuffer>]), `${folderName}/${f.path}`);
    }
    const viaFolder = await api("/api/v1/skills", { method: "POST", token: alice.token, body: form });
    expect(viaFolder.status).toBe(201);
    const version = await api(`/api/v1/skills/${folderName}/versions/2.0.0`);
    expect(version.json.files.map((f: { path: string }) => f.path)).toEqual(["SKILL.md", "scripts/run.sh"]);
  });

  it("409 VERSION_EXISTS for different bytes under an existing version; no second blob", async () => {
    const alice = await createPublisher();
    const name = uniqueName();
    expect((await publish(alice.token, tarball(skillFiles({ name, version: "1.0.0" })))).status).toBe(201);
    const changed = tarball(skillFiles({ name, version: "1.0.0", description: "Changed description for the same version." }));
    const res = await publish(alice.token, changed);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("VERSION_EXISTS");
    expect(await blobExists(sha256Hex(changed))).toBe(false);
    expect((await footprint(name)).versions).toHaveLength(1);
  });

  it("treats build metadata as the same version (1.0.0+a vs 1.0.0+b)", async () => {
    const alice = await createPublisher();
    const name = uniqueName();
    expect((await publish(alice.token, tarball(skillFiles({ name, version: "1.0.0+a" })))).status).toBe(201);
    const res = await publish(alice.token, tarball(skillFiles({ name, version: "1.0.0+b" })));
    expect(res.json.error.code).toBe("VERSION_EXISTS");
  });

  it("422 POLICY_REJECTED for a community publisher's caution skill: full report, no skill, no version, no blob, one audit event", async () => {
    const alice = await createPublisher();
    const name = uniqueName();
    const bytes = tarball(skillFiles({ name, version: "1.0.0" }, CAUTION_BODY));
    const res = await publish(alice.token, bytes);
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe("POLICY_REJECTED");
    expect(res.json.error.details.report.verdict).toBe("caution");
    expect(res.json.error.details.report.findings.length).toBeGreaterThan(0);
    const after = await footprint(name);
    expect(after.skill).toBeNull();
    expect(await blobExists(sha256Hex(bytes))).toBe(false);
    expect(after.audits).toEqual([{ action: "version.reject", version: "1.0.0" }]);
    expect((await api(`/api/v1/skills/${name}`)).status).toBe(404);
  });

  it("a trusted publisher's caution skill is published; a dangerous one is rejected; builtin publishes dangerous", async () => {
    const trusted = await createPublisher({ tier: "trusted" });
    const caution = await publish(trusted.token, tarball(skillFiles({ name: uniqueName(), version: "1.0.0" }, CAUTION_BODY)));
    expect(caution.status).toBe(201);
    expect(caution.json.verdict).toBe("caution");
    const dangerousName = uniqueName();
    const dangerous = await publish(trusted.token, tarball(skillFiles({ name: dangerousName, version: "1.0.0" }, DANGEROUS_BODY)));
    expect(dangerous.status).toBe(422);
    expect((await footprint(dangerousName)).skill).toBeNull();
    const builtin = await createPublisher({ tier: "builtin" });
    const allowed = await publish(builtin.token, tarball(skillFiles({ name: uniqueName(), version: "1.0.0" }, DANGEROUS_BODY)));
    expect(allowed.status).toBe(201);
    expect(allowed.json.verdict).toBe("dangerous");
  });

  it("an agent token's dangerous skill is held for review (202), invisible until an admin approves it", async () => {
    const agent = await createPublisher({ token: { isAgent: true } });
    const name = uniqueName();
    const res = await publish(agent.token, tarball(skillFiles({ name, version: "1.0.0" }, DANGEROUS_BODY)));
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ status: "pending_review", tier: "agent-created", decision: "ask" });
    expect((await api(`/api/v1/skills/${name}/resolve`)).json.error.code).toBe("VERSION_NOT_FOUND");
    expect((await api(`/api/v1/skills?q=${name}`)).json.items.map((i: { name: string }) => i.name)).not.toContain(name);
    expect((await api(`/api/v1/skills/${name}/versions/1.0.0/tarball`)).status).toBe(404);

    const outsider = await createPublisher();
    const denied = await api(`/api/v1/skills/${name}/versions/1.0.0/review`, { method: "POST", token: outsider.token, json: { decision: "approve" } });
    expect(denied.status).toBe(403);

    const admin = await createPublisher({ role: "admin", token: { scopes: ["admin", "publish"] } });
    const approved = await api(`/api/v1/skills/${name}/versions/1.0.0/review`, { method: "POST", token: admin.token, json: { decision: "approve", note: "checked by hand" } });
    expect(approved.status).toBe(200);
    const resolved = await api(`/api/v1/skills/${name}/resolve`);
    expect(resolved.status).toBe(200);
    expect(resolved.json).toMatchObject({ version: "1.0.0", verdict: "dangerous", trustTier: "agent-created" });
    expect((await footprint(name)).audits.map((a) => a.action).sort()).toEqual(["review.approve", "version.hold"]);
  });

  it("rejects malformed input with stable codes and leaves nothing behind", async () => {
    const alice = await createPublisher();
    const cases: { body: Uint8Array; type?: string; query?: string; status: number; code: string; name?: string }[] = [];
    const mismatchName = uniqueName();
    cases.push({ body: tarball(skillFiles({ name: mismatchName, version: "1.0.0" })), query: "version=2.0.0", status: 400, code: "VERSION_MISMATCH", name: mismatchName });
    const noVersion = uniqueName();
    cases.push({ body: tarball(skillFiles({ name: noVersion })), status: 400, code: "VERSION_INVALID", name: noVersion });
    const badVersion = uniqueName();
    cases.push({ body: tarball(skillFiles({ name: badVersion })), query: "version=latest", status: 400, code: "VERSION_INVALID", name: badVersion });
    cases.push({ body: new TextEncoder().encode("this is not an archive"), status: 400, code: "ARCHIVE_FORMAT_UNKNOWN" });
    cases.push({ body: new Uint8Array(0), status: 400, code: "ARCHIVE_EMPTY" });
    cases.push({ body: tarball(skillFiles({ name: "admin", version: "1.0.0" })), status: 400, code: "NAME_RESERVED", name: "admin" });
    cases.push({ body: tarball(skillFiles({ name: "tag", version: "1.0.0" })), query: "tag=latest", status: 400, code: "VALIDATION_FAILED" });
    for (const c of cases) {
      const res = await publish(alice.token, c.body, { type: c.type, query: c.query });
      expect({ status: res.status, code: res.json?.error?.code }).toEqual({ status: c.status, code: c.code });
      if (c.name) expect((await footprint(c.name)).skill).toBeNull();
      expect(await blobExists(sha256Hex(c.body))).toBe(false);
    }
    const json = await api("/api/v1/skills", { method: "POST", token: alice.token, json: { name: "x" } });
    expect(json.status).toBe(415);
    expect(json.json.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("413 with the limit in the message for a body over the upload limit, before reading it", async () => {
    const alice = await createPublisher();
    const big = new Uint8Array(MAX_UPLOAD_BODY_BYTES + 1);
    big[0] = 0x1f;
    big[1] = 0x8b;
    const res = await publish(alice.token, big);
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(res.json.error.message).toContain(String(MAX_UPLOAD_BODY_BYTES));
    expect(await blobExists(sha256Hex(big))).toBe(false);
  });

  it("refuses a traversal entry and a symlink in a raw tar with the archive's code", async () => {
    const { gz, tarEntry, tarStream } = await import("@/lib/skill/testkit");
    const alice = await createPublisher();
    const name = uniqueName();
    const md = `---\nname: ${name}\ndescription: x\nversion: 1.0.0\n---\n`;
    const traversal = gz(tarStream(tarEntry({ name: "SKILL.md", data: md }), tarEntry({ name: "a/../../evil.txt", data: "x" })));
    const res = await publish(alice.token, traversal);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("ARCHIVE_PATH_TRAVERSAL");
    const link = gz(tarStream(tarEntry({ name: "SKILL.md", data: md }), tarEntry({ name: "x", type: "2", linkname: "/etc/passwd" })));
    expect((await publish(alice.token, link)).json.error.code).toBe("ARCHIVE_ENTRY_SYMLINK");
    expect((await footprint(name)).skill).toBeNull();
  });

  it("names: too similar to another publisher's skill is 409; ownership is enforced", async () => {
    const alice = await createPublisher();
    const bob = await createPublisher();
    const name = uniqueName("sim");
    expect((await publish(alice.token, tarball(skillFiles({ name, version: "1.0.0" })))).status).toBe(201);
    const lookalike = name.replace("sim", "s1m");
    const similar = await publish(bob.token, tarball(skillFiles({ name: lookalike, version: "1.0.0" })));
    expect(similar.status).toBe(409);
    expect(similar.json.error).toMatchObject({ code: "NAME_TOO_SIMILAR", details: { similarTo: name } });
    expect((await footprint(lookalike)).skill).toBeNull();

    const takeover = await publish(bob.token, tarball(skillFiles({ name, version: "2.0.0" })));
    expect(takeover.status).toBe(403);
    expect(takeover.json.error.code).toBe("NOT_OWNER");
    expect((await footprint(name)).versions.map((v) => v.version)).toEqual(["1.0.0"]);
  });

  it("tokens: unauthenticated 401; read-only scope 403; pattern enforced; revoked and expired 401 at once", async () => {
    const name = uniqueName("scoped");
    const bytes = tarball(skillFiles({ name, version: "1.0.0" }));
    expect((await api("/api/v1/skills", { method: "POST", body: bytes, headers: { "content-type": "application/gzip" } })).json.error.code).toBe("UNAUTHENTICATED");
    expect((await publish("skh_not-a-real-token", bytes)).json.error.code).toBe("TOKEN_INVALID");
    const yankOnly = await createPublisher({ token: { scopes: ["yank"] } });
    const scoped = await publish(yankOnly.token, bytes);
    expect(scoped.status).toBe(403);
    expect(scoped.json.error.code).toBe("TOKEN_SCOPE");
    const patterned = await createPublisher({ token: { scopes: ["publish"], skillPattern: "other-*" } });
    expect((await publish(patterned.token, bytes)).json.error.code).toBe("TOKEN_SCOPE");

    const alice = await createPublisher();
    expect((await api("/api/v1/whoami", { token: alice.token })).status).toBe(200);
    const revoked = await api(`/api/v1/tokens/${alice.tokenId}`, { method: "DELETE", token: alice.token });
    expect(revoked.status).toBe(200);
    const after = await publish(alice.token, bytes);
    expect(after.status).toBe(401);
    expect(after.json.error.code).toBe("TOKEN_REVOKED");

    const expiring = await createPublisher();
    await prisma.apiToken.update({ where: { id: expiring.tokenId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await publish(expiring.token, bytes)).json.error.code).toBe("TOKEN_EXPIRED");
    expect((await footprint(name)).skill).toBeNull();
  });
});
