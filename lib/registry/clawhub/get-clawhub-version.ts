// One version the actor may see, with its files and scan status, in ClawHub's shape
// (GET …/skills/{slug}/versions/{version}).
import "server-only";
import semver from "semver";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { visibleStatuses } from "@/lib/registry/visibility";
import { getClawhubSkillOrThrow } from "@/lib/registry/clawhub/get-clawhub-skill-or-throw";
import { presentVersion } from "@/lib/registry/clawhub/present-clawhub";

export async function getClawhubVersion(actor: Actor, slug: string, ownerHandle: string | null, rawVersion: string) {
  const skill = await getClawhubSkillOrThrow(actor, slug, ownerHandle);
  const statuses: readonly string[] = visibleStatuses(actor, skill.ownerId);
  const exact = semver.valid(rawVersion) ?? skill.distTags[rawVersion] ?? (rawVersion === "latest" ? skill.latestVersion : null);
  const found = exact ? skill.versions.find((v) => semver.eq(v.version, exact) && statuses.includes(v.status)) : undefined;
  if (!found) throw new AppError("VERSION_NOT_FOUND", `"${skill.name}" has no version ${rawVersion}.`);
  return presentVersion(skill, found);
}
