// A signed-in user reports a skill (or one version of it) to the administrators. The reason is required.
// Rate-limited per reporter and per client IP (lib/limits.ts), on top of the per-skill cap of open reports.
import "server-only";
import { AppError } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { requireUser, type Actor } from "@/lib/auth/actor";
import { emitAudit } from "@/lib/registry/audit";
import { getSkillOrThrow } from "@/lib/registry/get-skill-or-throw";
import { reportSchema } from "@/lib/registry/report-schema";
import { consumeRateLimit } from "@/lib/registry/consume-rate-limit";

const MAX_OPEN_REPORTS_PER_USER_AND_SKILL = 3;

export async function reportSkill(actorInput: Actor, input: unknown) {
  const actor = requireUser(actorInput);
  const { name, version, reason } = reportSchema.parse(input);
  await consumeRateLimit("report.create", `user:${actor.user.id}`);
  await consumeRateLimit("report.create.ip", `ip:${actor.ip ?? "local"}`);
  const skill = await getSkillOrThrow(actor, name);
  const open = await prisma.report.count({ where: { skillId: skill.id, reporterId: actor.user.id, status: "open" } });
  if (open >= MAX_OPEN_REPORTS_PER_USER_AND_SKILL) {
    throw new AppError("CONFLICT", "You already have open reports on this skill; an administrator will look at them.");
  }
  const report = await prisma.$transaction(async (tx) => {
    const created = await tx.report.create({
      data: { skillId: skill.id, version: version || null, reporterId: actor.user.id, reason },
      select: { id: true, createdAt: true },
    });
    await emitAudit(tx, actor, { action: "report.create", skillName: skill.name, version: version || undefined, details: { reportId: created.id } });
    return created;
  });
  return { id: report.id, name: skill.name, createdAt: report.createdAt.toISOString() };
}
