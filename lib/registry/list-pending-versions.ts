// Admin: the review queue — versions held for review, oldest first, with their scan summary and the
// version before them (to diff against).
import "server-only";
import semver from "semver";
import { prisma } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { authorize } from "@/lib/auth/permissions";
import type { ScanReport } from "@/lib/guard";

export async function listPendingVersions(actorInput: Actor, options: { limit?: number } = {}) {
  authorize(actorInput, "admin");
  const pending = await prisma.skillVersion.findMany({
    where: { status: "pending_review" },
    orderBy: { createdAt: "asc" },
    take: options.limit ?? 50,
    select: {
      version: true, verdict: true, trustTier: true, createdAt: true, scanReport: true, rulesetVersion: true,
      publisher: { select: { handle: true } },
      skill: { select: { name: true, versions: { where: { status: { in: ["published", "yanked"] } }, select: { version: true } } } },
    },
  });
  return pending.map((v) => {
    const report = v.scanReport as unknown as ScanReport;
    const older = v.skill.versions.map((o) => o.version).filter((o) => semver.lt(o, v.version)).sort(semver.rcompare);
    return {
      name: v.skill.name,
      version: v.version,
      verdict: v.verdict,
      tier: v.trustTier,
      publisher: v.publisher.handle,
      createdAt: v.createdAt.toISOString(),
      rulesetVersion: v.rulesetVersion,
      findings: report.findings.slice(0, 20),
      findingCount: report.findings.length,
      previousVersion: older[0] ?? null,
    };
  });
}
