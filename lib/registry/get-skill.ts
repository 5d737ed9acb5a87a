// A skill with its visible versions (newest first), dist-tags and counters: one cached snapshot.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { getSkillSnapshotOrThrow } from "@/lib/registry/get-skill-snapshot-or-throw";
import { PUBLIC_STATUSES, canSeePrivate, visibleStatuses } from "@/lib/registry/visibility";
import type { SkillSnapshot } from "@/lib/registry/load-skill-snapshot";
import { presentVersion } from "@/lib/registry/present";

// What everyone may see of a snapshot, built once per snapshot and origin (the read path then
// serialises it once: server/http.ts).
const publicViews = new WeakMap<SkillSnapshot, Map<string, SkillDetail>>();

export async function getSkill(actor: Actor, rawName: string, origin: string): Promise<SkillDetail> {
  const skill = await getSkillSnapshotOrThrow(actor, rawName);
  if (canSeePrivate(actor, skill.ownerId)) return present(skill, visibleStatuses(actor, skill.ownerId), origin);
  let views = publicViews.get(skill);
  if (!views) publicViews.set(skill, (views = new Map()));
  let view = views.get(origin);
  if (!view) views.set(origin, (view = present(skill, PUBLIC_STATUSES, origin)));
  return view;
}

function present(skill: SkillSnapshot, statuses: readonly string[], origin: string) {
  return {
    name: skill.name,
    description: skill.description,
    owner: skill.owner,
    category: skill.category,
    tags: skill.tags,
    trustTier: skill.trustTier,
    latestVersion: skill.latestVersion,
    verdict: skill.latestVerdict,
    downloads: skill.downloadCount,
    weeklyDownloads: skill.weeklyDownloads,
    stars: skill.starCount,
    deprecated: skill.deprecationMessage,
    deletedAt: skill.deletedAt?.toISOString() ?? null,
    distTags: skill.distTags,
    createdAt: skill.createdAt.toISOString(),
    updatedAt: skill.updatedAt.toISOString(),
    versions: skill.versions.filter((v) => statuses.includes(v.status)).map((v) => ({ ...presentVersion(origin, skill.name, v), trustTier: v.trustTier })),
  };
}

export type SkillDetail = ReturnType<typeof present>;
