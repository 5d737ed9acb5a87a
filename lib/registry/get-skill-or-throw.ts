// Loads a skill by name for the actor, or throws SKILL_NOT_FOUND with close names. A deleted skill
// is invisible except to its owner and administrators.
import "server-only";
import { AppError } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { canonicalName } from "@/lib/skill/names";
import type { Actor } from "@/lib/auth/actor";
import { canSeePrivate } from "@/lib/registry/visibility";
import { suggestNames } from "@/lib/registry/suggest-names";

export async function getSkillOrThrow(actor: Actor, rawName: string) {
  const name = canonicalName(rawName);
  const skill = await prisma.skill.findUnique({ where: { name }, include: { owner: { select: { handle: true } } } });
  if (!skill || (skill.deletedAt && !canSeePrivate(actor, skill.ownerId))) {
    const suggestions = await suggestNames(name);
    throw new AppError("SKILL_NOT_FOUND", `No skill named "${rawName}".${suggestions.length ? ` Did you mean: ${suggestions.join(", ")}?` : ""}`, {
      suggestions,
    });
  }
  return skill;
}
