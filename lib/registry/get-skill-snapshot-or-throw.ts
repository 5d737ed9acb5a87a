// The cached snapshot of a skill the actor may see, or SKILL_NOT_FOUND with close names. A deleted
// skill is invisible except to its owner and administrators. For reads; writes use getSkillOrThrow,
// which always reads the database.
import "server-only";
import { AppError } from "@/lib/errors";
import { canonicalName } from "@/lib/skill/names";
import type { Actor } from "@/lib/auth/actor";
import { canSeePrivate } from "@/lib/registry/visibility";
import { suggestNames } from "@/lib/registry/suggest-names";
import { loadSkillSnapshot, type SkillSnapshot } from "@/lib/registry/load-skill-snapshot";
import { suggestCache } from "@/lib/registry/read-caches";

export async function skillNotFound(rawName: string): Promise<AppError> {
  const name = canonicalName(rawName);
  const suggestions = await suggestCache().get(name, async () => {
    const names = await suggestNames(name);
    return { value: names, skills: names, words: name.split(/[^a-z0-9]+/).filter(Boolean) };
  });
  return new AppError("SKILL_NOT_FOUND", `No skill named "${rawName}".${suggestions.length ? ` Did you mean: ${suggestions.join(", ")}?` : ""}`, {
    suggestions,
  });
}

/** Whether the actor may see the skill at all (a deleted one only its owner and administrators). */
export function isSkillVisible(actor: Actor, skill: SkillSnapshot): boolean {
  return !skill.deletedAt || canSeePrivate(actor, skill.ownerId);
}

export async function getSkillSnapshotOrThrow(actor: Actor, rawName: string): Promise<SkillSnapshot> {
  const skill = await loadSkillSnapshot(rawName);
  if (!skill || !isSkillVisible(actor, skill)) throw await skillNotFound(rawName);
  return skill;
}
