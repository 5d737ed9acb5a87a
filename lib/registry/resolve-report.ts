// Admin: close a report as resolved (acted on) or dismissed, with a note.
import "server-only";
import { AppError } from "@/lib/errors";
import { prisma } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { authorize } from "@/lib/auth/permissions";
import { emitAudit } from "@/lib/registry/audit";
import { resolveReportSchema } from "@/lib/registry/report-schema";

export async function resolveReport(actorInput: Actor, input: unknown) {
  const actor = authorize(actorInput, "admin");
  const { id, status, resolution } = resolveReportSchema.parse(input);
  return prisma.$transaction(async (tx) => {
    const updated = await tx.report.updateMany({
      where: { id, status: "open" },
      data: { status, resolution: resolution || null, resolvedAt: new Date() },
    });
    if (updated.count !== 1) throw new AppError("INVALID_STATE", "The report is not open (or does not exist).");
    const report = await tx.report.findUniqueOrThrow({ where: { id }, select: { skill: { select: { name: true } }, version: true } });
    await emitAudit(tx, actor, { action: `report.${status}`, skillName: report.skill.name, version: report.version ?? undefined, details: { reportId: id, resolution } });
    return { id, status };
  });
}
