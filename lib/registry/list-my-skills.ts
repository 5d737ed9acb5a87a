// The signed-in user's own skills, deleted ones (name still held) included, with version counts by status.
import "server-only";
import { prisma } from "@/lib/db";
import { requireUser, type Actor } from "@/lib/auth/actor";
import { NAME_HOLD_DAYS } from "@/lib/limits";

export async function listMySkills(actorInput: Actor) {
  const actor = requireUser(actorInput);
  const skills = await prisma.skill.findMany({
    where: { ownerId: actor.user.id },
    orderBy: { updatedAt: "desc" },
    select: {
      name: true, description: true, latestVersion: true, latestVerdict: true, downloadCount: true, starCount: true,
      deprecationMessage: true, deletedAt: true, updatedAt: true,
      versions: { select: { status: true } },
    },
  });
  return skills.map((s) => {
    const counts: Record<string, number> = {};
    for (const v of s.versions) counts[v.status] = (counts[v.status] ?? 0) + 1;
    return {
      name: s.name,
      description: s.description,
      latestVersion: s.latestVersion,
      verdict: s.latestVerdict,
      downloads: Number(s.downloadCount),
      stars: s.starCount,
      deprecated: s.deprecationMessage,
      deletedAt: s.deletedAt?.toISOString() ?? null,
      nameHeldUntil: s.deletedAt ? new Date(s.deletedAt.getTime() + NAME_HOLD_DAYS * 86_400_000).toISOString() : null,
      versionCounts: counts,
      updatedAt: s.updatedAt.toISOString(),
    };
  });
}
