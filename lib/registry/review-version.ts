// Admin review of a version held for review (agent-created tier + dangerous verdict): approve makes
// it published and installable; reject keeps the row (so the version number is never reused) as rejected.
import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { authorize } from "@/lib/auth/permissions";
import { emitAudit } from "@/lib/registry/audit";
import { changeSkills } from "@/lib/registry/change-skills";
import { getVersionOrThrow } from "@/lib/registry/get-version-or-throw";
import { refreshSkillLatest } from "@/lib/registry/refresh-skill-latest";

export const reviewSchema = z.object({ decision: z.enum(["approve", "reject"]), note: z.string().trim().max(2000).default("") });

export async function reviewVersion(actorInput: Actor, name: string, version: string, body: unknown) {
  const actor = authorize(actorInput, "admin");
  const { decision, note } = reviewSchema.parse(body);
  const { skill, version: v } = await getVersionOrThrow(actor, name, version);
  if (v.status !== "pending_review") throw new AppError("INVALID_STATE", `${skill.name}@${v.version} is ${v.status}, not pending review.`);
  const status = decision === "approve" ? "published" : "rejected";
  await changeSkills({ skills: [skill.name] }, async (tx) => {
    const updated = await tx.skillVersion.updateMany({ where: { id: v.id, status: "pending_review" }, data: { status, reviewNote: note || null } });
    if (updated.count !== 1) throw new AppError("CONFLICT", "The version was reviewed meanwhile.");
    await refreshSkillLatest(tx, skill.id);
    await emitAudit(tx, actor, { action: `review.${decision}`, skillName: skill.name, version: v.version, details: { note } });
  }, { findable: true });
  return { name: skill.name, version: v.version, status };
}
