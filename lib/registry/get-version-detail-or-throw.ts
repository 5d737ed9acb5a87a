// One version the actor may see, from the read cache, or SKILL_NOT_FOUND / VERSION_NOT_FOUND. For
// reads; writes use getVersionOrThrow, which always reads the database.
import "server-only";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { canSeePrivate, visibleStatuses } from "@/lib/registry/visibility";
import { skillNotFound } from "@/lib/registry/get-skill-snapshot-or-throw";
import { loadVersionDetail } from "@/lib/registry/load-version-detail";

export async function getVersionDetailOrThrow(actor: Actor, rawName: string, rawVersion: string) {
  const detail = await loadVersionDetail(rawName, rawVersion);
  if (!detail || (detail.skill.deletedAt && !canSeePrivate(actor, detail.skill.ownerId))) throw await skillNotFound(rawName);
  const { skill, version } = detail;
  const statuses: readonly string[] = visibleStatuses(actor, skill.ownerId);
  if (!version || !statuses.includes(version.status)) throw new AppError("VERSION_NOT_FOUND", `"${skill.name}" has no version ${rawVersion}.`);
  return { skill, version };
}
