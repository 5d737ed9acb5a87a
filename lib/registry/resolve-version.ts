// NAME[@range] → one version: a dist-tag, or the highest published, non-yanked version in a semver
// range. An exact version may name a yanked one (installable when pinned, with a warning), never
// one pending review unless the actor may see it. Reads the skill's cached snapshot: one round trip
// at most.
import "server-only";
import semver from "semver";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { getSkillSnapshotOrThrow } from "@/lib/registry/get-skill-snapshot-or-throw";
import type { SkillSnapshot } from "@/lib/registry/load-skill-snapshot";
import { canSeePrivate } from "@/lib/registry/visibility";
import { presentVersion } from "@/lib/registry/present";
import type { FileManifestEntry } from "@/lib/skill/hash";
import { DIST_TAG_PATTERN } from "@/lib/registry/publish-schema";

// Answers anyone may get, built once per snapshot, origin and range (the read path serialises them once).
const publicAnswers = new WeakMap<SkillSnapshot, Map<string, Resolved>>();
type Resolved = ReturnType<typeof choose>;

export async function resolveVersion(actor: Actor, rawName: string, rawRange: string | null, origin: string): Promise<Resolved> {
  const skill = await getSkillSnapshotOrThrow(actor, rawName);
  const range = (rawRange ?? "").trim() || "latest";
  if (canSeePrivate(actor, skill.ownerId)) return choose(actor, skill, range, origin);
  let answers = publicAnswers.get(skill);
  if (!answers) publicAnswers.set(skill, (answers = new Map()));
  const key = `${origin} ${range}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = choose(actor, skill, range, origin);
    if (answers.size < 64) answers.set(key, answer);
  }
  return answer;
}

function choose(actor: Actor, skill: SkillSnapshot, range: string, origin: string) {
  const versions = skill.versions;
  const tags = skill.distTags;
  const warnings: string[] = [];
  const exact = semver.valid(range) ?? tags[range];
  let chosen;
  if (exact) {
    chosen = versions.find((v) => semver.eq(v.version, exact));
    if (chosen?.status === "pending_review" && !canSeePrivate(actor, skill.ownerId)) chosen = undefined;
    if (chosen?.status === "yanked") warnings.push(`${skill.name}@${chosen.version} was yanked by its publisher; install it only if you must.`);
  } else {
    if (!semver.validRange(range)) {
      if (DIST_TAG_PATTERN.test(range)) {
        throw new AppError("VERSION_NOT_FOUND", `"${skill.name}" has no version tagged "${range}".`, { available: [] });
      }
      throw new AppError("VERSION_INVALID", `"${range}" is neither a version, a dist-tag nor a semver range.`);
    }
    // The snapshot lists versions newest first: the first match is the highest.
    chosen = versions.find((v) => v.status === "published" && semver.satisfies(v.version, range, { includePrerelease: false }));
  }
  if (!chosen) {
    throw new AppError("VERSION_NOT_FOUND", `No installable version of "${skill.name}" matches "${range}".`, {
      available: versions.filter((v) => v.status === "published").map((v) => v.version),
    });
  }
  if (skill.deprecationMessage) warnings.push(`${skill.name} is deprecated: ${skill.deprecationMessage}`);
  return {
    name: skill.name,
    ...presentVersion(origin, skill.name, chosen),
    trustTier: chosen.trustTier,
    category: skill.category,
    files: chosen.files as FileManifestEntry[],
    warnings,
  };
}
