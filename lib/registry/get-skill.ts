// A skill with its visible versions (newest first), dist-tags and counters: one cached snapshot.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { getSkillSnapshotOrThrow } from "@/lib/registry/get-skill-snapshot-or-throw";
import { visibleStatuses } from "@/lib/registry/visibility";
import { presentVersion } from "@/lib/registry/present";

export async function getSkill(actor: Actor, rawName: string, origin: string) {
  const skill = await getSkillSnapshotOrThrow(actor, rawName);
  const statuses: readonly string[] = visibleStatuses(actor, skill.ownerId);
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

export type SkillDetail = Awaited<ReturnType<typeof getSkill>>;
