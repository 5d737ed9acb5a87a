// The versions of a skill the actor may see, newest first, in ClawHub's shape (GET …/skills/{slug}/versions).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { visibleStatuses } from "@/lib/registry/visibility";
import { getClawhubSkillOrThrow } from "@/lib/registry/clawhub/get-clawhub-skill-or-throw";
import { presentVersionListItem } from "@/lib/registry/clawhub/present-clawhub";

export async function listClawhubVersions(actor: Actor, slug: string, ownerHandle: string | null, limit: number) {
  const skill = await getClawhubSkillOrThrow(actor, slug, ownerHandle);
  const statuses: readonly string[] = visibleStatuses(actor, skill.ownerId);
  const items = skill.versions.filter((v) => statuses.includes(v.status)).slice(0, limit).map(presentVersionListItem);
  return { items, nextCursor: null };
}
