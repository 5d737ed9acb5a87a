// Fault test (issue 8), PostgreSQL mode only: stop the machine's PostgreSQL cluster in the middle of
// load. While it is down requests fail cleanly with 503 DATABASE_UNAVAILABLE; when it is back the app
// recovers by itself; no acknowledged publish is lost and no version is half-written.
// Run by scripts/test.mjs (`vitest run --config vitest.pg-faults.config.mts`) when DATABASE_URL is set
// and pg_ctlcluster is available.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { sha256Hex } from "@/lib/skill/hash";
import { startAppServer } from "../support/app-server.mjs";
import { createPublisher, skillFiles, tarball, uniqueName } from "../support/fixtures";

const cluster = () => {
  const version = readdirSync("/etc/postgresql")[0];
  return (action: "stop" | "start") => execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", action], { stdio: "pipe" });
};

describe("PostgreSQL restart under load", () => {
  it("answers 503 while the database is down, recovers by itself, and loses no acknowledged publish", async () => {
    const control = cluster();
    const alice = await createPublisher();
    const app = await startAppServer(process.env.DATABASE_URL!);
    const prefix = uniqueName("pgr");
    const acknowledged: { name: string; sha: string }[] = [];
    const statuses = new Map<string, number>();
    let i = 0;
    let running = true;
    const load = (async () => {
      while (running) {
        const name = `${prefix}-${i++}`;
        const bytes = tarball(skillFiles({ name, version: "1.0.0" }));
        const res = await fetch(`${app.url}/api/v1/skills`, { method: "POST", headers: { authorization: `Bearer ${alice.token}`, "content-type": "application/gzip" }, body: bytes as Uint8Array<ArrayBuffer> }).catch(() => null);
        const body = res ? await res.json().catch(() => ({})) : {};
        const key = res ? `${res.status} ${body?.error?.code ?? ""}`.trim() : "network";
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (res?.status === 201) acknowledged.push({ name, sha: sha256Hex(bytes) });
        await fetch(`${app.url}/api/v1/skills?q=${prefix}`).catch(() => null);
      }
    })();
    try {
      await new Promise((r) => setTimeout(r, 1500));
      control("stop");
      await new Promise((r) => setTimeout(r, 1000));
      const down = await fetch(`${app.url}/api/health`);
      expect(down.status).toBe(503);
      const search = await fetch(`${app.url}/api/v1/skills?q=x`);
      expect(search.status).toBe(503);
      expect((await search.json()).error.code).toBe("DATABASE_UNAVAILABLE");
      await new Promise((r) => setTimeout(r, 2000));
    } finally {
      control("start");
    }
    let healthy = false;
    for (let t = 0; t < 60 && !healthy; t++) {
      healthy = (await fetch(`${app.url}/api/health`)).status === 200;
      if (!healthy) await new Promise((r) => setTimeout(r, 500));
    }
    expect(healthy).toBe(true);
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await load;
    await app.stop();

    const codes = [...statuses.keys()];
    expect(codes).toContain("201");
    for (const code of codes) expect(["201", "503 DATABASE_UNAVAILABLE"]).toContain(code);
    await prisma.$queryRaw`SELECT 1`.catch(() => undefined); // the test's own pool reconnects
    for (const a of acknowledged) {
      const v = await prisma.skillVersion.findFirst({ where: { skill: { name: a.name } } });
      expect(v?.sha256).toBe(a.sha);
    }
    const all = await prisma.skill.findMany({ where: { name: { startsWith: prefix } }, include: { versions: true } });
    for (const s of all) {
      expect(s.versions).toHaveLength(1);
      expect(await prisma.blob.count({ where: { sha256: s.versions[0].sha256 } })).toBe(1);
      expect(await prisma.auditEvent.count({ where: { skillName: s.name, action: "version.publish" } })).toBe(1);
    }
    console.log(`pg restart: ${acknowledged.length} acknowledged publishes, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  }, 120_000);
});
