// Integration: the unique index decides races. 20 concurrent publishes of one name@version.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { sha256Hex } from "@/lib/skill/hash";
import { createPublisher, footprint, publish, skillFiles, tarball, uniqueName } from "../support/fixtures";

describe("concurrent publishes", () => {
  it("20 identical uploads: exactly one 201, the rest 200; one version row, one blob, one audit event", async () => {
    const alice = await createPublisher();
    const name = uniqueName("race");
    const bytes = tarball(skillFiles({ name, version: "1.0.0" }));
    const results = await Promise.all(Array.from({ length: 20 }, () => publish(alice.token, bytes)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    const after = await footprint(name);
    expect(after.versions).toHaveLength(1);
    expect(await prisma.blob.count({ where: { sha256: sha256Hex(bytes) } })).toBe(1);
    expect(after.audits).toEqual([{ action: "version.publish", version: "1.0.0" }]);
  });

  it("20 different uploads of the same version: exactly one 201, the rest 409; the winner's blob only", async () => {
    const alice = await createPublisher();
    const name = uniqueName("race");
    const variants = Array.from({ length: 20 }, (_, i) => tarball(skillFiles({ name, version: "1.0.0", description: `Variant number ${i} of the race.` })));
    const results = await Promise.all(variants.map((bytes) => publish(alice.token, bytes)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.json.error.code === "VERSION_EXISTS")).toHaveLength(19);
    const after = await footprint(name);
    expect(after.versions).toHaveLength(1);
    const stored = await prisma.blob.count({ where: { sha256: { in: variants.map(sha256Hex) } } });
    expect(stored).toBe(1);
    expect(after.versions[0].sha256).toBe(sha256Hex(variants[results.findIndex((r) => r.status === 201)]));
  });
});
