// Integration: download counting is batched in memory and flushed with one statement.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { flushDownloads, recordDownload } from "@/lib/registry/record-download";
import { getOperatorActor } from "@/lib/registry/get-operator-actor";
import { publishVersion } from "@/lib/registry/publish-version";
import { skillFiles, uniqueName } from "../support/fixtures";

describe("download counts", () => {
  it("accumulates per skill, version and day, and adds to the skill's total", async () => {
    const operator = await getOperatorActor();
    const name = uniqueName("dl");
    await publishVersion(operator, { upload: { kind: "files", files: skillFiles({ name, version: "1.0.0" }) } });
    const skill = await prisma.skill.findUniqueOrThrow({ where: { name }, include: { versions: true } });
    const day = new Date("2026-11-20T10:00:00Z");
    for (let i = 0; i < 5; i++) recordDownload(skill.id, skill.versions[0].id, day);
    recordDownload(skill.id, skill.versions[0].id, new Date("2026-11-21T10:00:00Z"));
    expect(await prisma.downloadDaily.count({ where: { skillId: skill.id } })).toBe(0);
    expect(await flushDownloads()).toBe(6);
    const rows = await prisma.downloadDaily.findMany({ where: { skillId: skill.id }, orderBy: { day: "asc" } });
    expect(rows.map((r) => [r.day.toISOString().slice(0, 10), r.count])).toEqual([["2026-11-20", 5], ["2026-11-21", 1]]);
    recordDownload(skill.id, skill.versions[0].id, day);
    await flushDownloads();
    expect((await prisma.downloadDaily.findFirstOrThrow({ where: { skillId: skill.id, day: new Date("2026-11-20") } })).count).toBe(6);
    expect(Number((await prisma.skill.findUniqueOrThrow({ where: { id: skill.id } })).downloadCount)).toBe(7);
  });
});
