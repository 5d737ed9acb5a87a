// Admin: re-scan every stored version with the current ruleset (after a ruleset update) and record
// the new report and verdict. Returns what changed; never deletes or unpublishes on its own —
// the operator decides from the summary.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { prisma } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { authorize } from "@/lib/auth/permissions";
import "@/lib/guard/node";
import { scanSkill, RULESET_VERSION } from "@/lib/guard";
import { emitAudit } from "@/lib/registry/audit";
import { changeSkills } from "@/lib/registry/change-skills";
import { readVersionFiles } from "@/lib/registry/get-version-file";

export async function rescanVersions(actorInput: Actor, options: { onProgress?: (done: number, total: number) => void } = {}) {
  const actor = authorize(actorInput, "admin");
  const versions = await prisma.skillVersion.findMany({
    select: { id: true, version: true, sha256: true, verdict: true, skill: { select: { id: true, name: true, latestVersion: true } } },
    orderBy: { createdAt: "asc" },
  });
  const changed: { name: string; version: string; from: string; to: string }[] = [];
  const started = Date.now();
  for (const [i, v] of versions.entries()) {
    const report = await scanSkill({ name: v.skill.name, files: await readVersionFiles(v.sha256) }, { source: "rescan" });
    await changeSkills({ skills: [v.skill.name] }, async (tx) => {
      await tx.skillVersion.update({
        where: { id: v.id },
        data: { scanReport: report as unknown as Prisma.InputJsonValue, verdict: report.verdict, rulesetVersion: RULESET_VERSION },
      });
      if (v.skill.latestVersion === v.version) await tx.skill.update({ where: { id: v.skill.id }, data: { latestVerdict: report.verdict } });
    }, { findable: true });
    if (report.verdict !== v.verdict) changed.push({ name: v.skill.name, version: v.version, from: v.verdict, to: report.verdict });
    options.onProgress?.(i + 1, versions.length);
  }
  await emitAudit(prisma, actor, { action: "admin.rescan", details: { rulesetVersion: RULESET_VERSION, versions: versions.length, changed: changed.length } });
  return { rulesetVersion: RULESET_VERSION, scanned: versions.length, changed, seconds: (Date.now() - started) / 1000 };
}
