// Fault tests (issue 8): kill -9 the app in the middle of publishes, and clients that stall.
// Runs against the run's test database with its own app process, so the database survives the kill.
import net from "node:net";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { sha256Hex } from "@/lib/skill/hash";
import { startAppServer } from "../support/app-server.mjs";
import { createPublisher, skillFiles, tarball, uniqueName } from "../support/fixtures";

function rawRequest(url: string, token: string, bytes: Uint8Array) {
  return fetch(`${url}/api/v1/skills`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/gzip" }, body: bytes as Uint8Array<ArrayBuffer> })
    .then(async (r) => ({ status: r.status, ok: r.status === 201 }))
    .catch(() => ({ status: 0, ok: false }));
}

describe("kill -9 during publishes", () => {
  it("every version is either complete (row + blob + audit event) or absent, and every acknowledged one survives", async () => {
    const alice = await createPublisher();
    const app = await startAppServer(process.env.DATABASE_URL!);
    const prefix = uniqueName("kill");
    const archives = Array.from({ length: 40 }, (_, i) => ({ name: `${prefix}-${i}`, bytes: tarball(skillFiles({ name: `${prefix}-${i}`, version: "1.0.0" })) }));
    const inFlight = archives.map((a, i) => new Promise<{ name: string; bytes: Uint8Array; ok: boolean }>((resolve) => {
      setTimeout(() => rawRequest(app.url, alice.token, a.bytes).then((r) => resolve({ ...a, ok: r.ok })), i * 15);
    }));
    await new Promise((r) => setTimeout(r, 250));
    app.kill(); // SIGKILL, mid-stream
    const results = await Promise.all(inFlight);
    const acknowledged = results.filter((r) => r.ok);
    expect(results.some((r) => !r.ok)).toBe(true); // the kill really interrupted publishing

    const restarted = await startAppServer(process.env.DATABASE_URL!);
    try {
      for (const a of archives) {
        const skill = await prisma.skill.findUnique({ where: { name: a.name }, include: { versions: true } });
        const audits = await prisma.auditEvent.count({ where: { skillName: a.name, action: "version.publish" } });
        if (!skill) {
          expect(audits).toBe(0);
          expect(acknowledged.map((x) => x.name)).not.toContain(a.name);
          continue;
        }
        expect(skill.versions).toHaveLength(1);
        expect(skill.versions[0].sha256).toBe(sha256Hex(a.bytes));
        expect(await prisma.blob.count({ where: { sha256: skill.versions[0].sha256 } })).toBe(1);
        expect(audits).toBe(1);
      }
      for (const a of acknowledged) {
        const res = await fetch(`${restarted.url}/api/v1/skills/${a.name}/versions/1.0.0/tarball`);
        expect(sha256Hex(new Uint8Array(await res.arrayBuffer()))).toBe(sha256Hex(a.bytes));
      }
      // A publish that was cut off can simply be retried.
      const retried = results.find((r) => !r.ok)!;
      expect([200, 201]).toContain((await rawRequest(restarted.url, alice.token, retried.bytes)).status);
    } finally {
      await restarted.stop();
    }
  });
});

describe("slow and stalled clients", () => {
  it("drops a client that never finishes its headers or its upload, while others are served", async () => {
    const app = await startAppServer(process.env.DATABASE_URL!, { SKILLHUB_HEADERS_TIMEOUT_MS: "2000", SKILLHUB_REQUEST_TIMEOUT_MS: "4000" });
    try {
      const { port, hostname } = new URL(app.url);
      const open = (payload: string, dripEveryMs: number) =>
        new Promise<number>((resolve) => {
          const started = Date.now();
          const socket = net.connect(Number(port), hostname, () => socket.write(payload));
          const drip = setInterval(() => socket.write("x"), dripEveryMs);
          socket.on("data", () => {});
          socket.on("error", () => {});
          socket.on("close", () => {
            clearInterval(drip);
            resolve(Date.now() - started);
          });
        });
      // 1 byte per 500 ms of headers, and a body that never ends (1 byte/s), 20 of each.
      const slowHeaders = Array.from({ length: 20 }, () => open("GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ", 500));
      const slowBody = Array.from({ length: 20 }, () =>
        open("POST /api/v1/skills HTTP/1.1\r\nHost: x\r\nContent-Type: application/gzip\r\nContent-Length: 1000000\r\n\r\n", 1000),
      );
      const healthy = await fetch(`${app.url}/api/health`);
      expect(healthy.status).toBe(200);
      const headerClosed = await Promise.all(slowHeaders);
      const bodyClosed = await Promise.all(slowBody);
      for (const ms of headerClosed) expect(ms).toBeLessThan(15_000);
      for (const ms of bodyClosed) expect(ms).toBeLessThan(20_000);
      expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
    } finally {
      await app.stop();
    }
  });
});
