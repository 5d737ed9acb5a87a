// A skill with its visible versions (newest first), dist-tags and counters.
import "server-only";
import semver from "semver";
import { prisma } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { getSkillOrThrow } from "@/lib/registry/get-skill-or-throw";
import { visibleStatuses } from "@/lib/registry/visibility";
import { presentVersion } from "@/lib/registry/present";

export async function getSkill(actor: Actor, rawName: string, origin: string) {
  const skill = await getSkillOrThrow(actor, rawName);
  const versions = await prisma.skillVersion.findMany({
    where: { skillId: skill.id, status: { in: visibleStatuses(actor, skill.ownerId) } },
    select: { version: true, status: true, verdict: true, createdAt: true, sha256: true, integrity: true, size: true, yankedAt: true, trustTier: true },
  });
  versions.sort((a, b) => semver.rcompare(a.version, b.version));
  const weekly = await prisma.$queryRaw<{ n: bigint }[]>`
    SELECT COALESCE(sum(count), 0)::bigint AS n FROM download_daily WHERE skill_id = ${skill.id} AND day > (now() - interval '7 days')::date`;
  return {
    name: skill.name,
    description: skill.description,
    owner: skill.owner.handle,
    category: skill.category,
    tags: skill.tags,
    trustTier: skill.trustTier,
    latestVersion: skill.latestVersion,
    verdict: skill.latestVerdict,
    downloads: Number(skill.downloadCount),
    weeklyDownloads: Number(weekly[0]?.n ?? 0),
    stars: skill.starCount,
    deprecated: skill.deprecationMessage,
    deletedAt: skill.deletedAt?.toISOString() ?? null,
    distTags: skill.distTags as Record<string, string>,
    createdAt: skill.createdAt.toISOString(),
    updatedAt: skill.updatedAt.toISOString(),
    versions: versions.map((v) => ({ ...presentVersion(origin, skill.name, v), trustTier: v.trustTier })),
  };
}

export type SkillDetail = Awaited<ReturnType<typeof getSkill>>;
