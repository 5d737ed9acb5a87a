// Admin: reports to triage, open ones first, newest first.
import "server-only";
import { prisma } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { authorize } from "@/lib/auth/permissions";

export async function listReports(actorInput: Actor, options: { includeClosed?: boolean; limit?: number } = {}) {
  authorize(actorInput, "admin");
  const reports = await prisma.report.findMany({
    where: options.includeClosed ? {} : { status: "open" },
    orderBy: [{ status: "asc" }, { createdAt: "desc" }],
    take: options.limit ?? 100,
    include: { skill: { select: { name: true, deletedAt: true } }, reporter: { select: { handle: true } } },
  });
  return reports.map((r) => ({
    id: r.id,
    skill: r.skill.name,
    isSkillDeleted: r.skill.deletedAt !== null,
    version: r.version,
    reporter: r.reporter.handle,
    reason: r.reason,
    status: r.status,
    resolution: r.resolution,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
  }));
}
