// One version of a skill that the actor may see, or VERSION_NOT_FOUND.
import "server-only";
import semver from "semver";
import { AppError } from "@/lib/errors";
import { prisma } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { getSkillOrThrow } from "@/lib/registry/get-skill-or-throw";
import { visibleStatuses } from "@/lib/registry/visibility";

export async function getVersionOrThrow(actor: Actor, rawName: string, rawVersion: string) {
  const skill = await getSkillOrThrow(actor, rawName);
  const version = semver.valid(rawVersion);
  const row = version
    ? await prisma.skillVersion.findFirst({
        where: { skillId: skill.id, versionKey: version.split("+")[0], status: { in: visibleStatuses(actor, skill.ownerId) } },
      })
    : null;
  if (!row) throw new AppError("VERSION_NOT_FOUND", `"${skill.name}" has no version ${rawVersion}.`);
  return { skill, version: row };
}
