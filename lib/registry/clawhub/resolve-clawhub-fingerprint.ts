// Which visible version of a skill has exactly the files a client holds (by ClawHub's fingerprint),
// and the latest published one: how `clawhub update` tells "up to date" from "local changes"
// (GET …/api/v1/resolve?slug=&hash=). A skill that does not exist (or is not visible) resolves to
// nothing rather than 404: the client's publish asks this before a skill's first version.
import "server-only";
import { isAppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { visibleStatuses } from "@/lib/registry/visibility";
import { getClawhubSkillOrThrow } from "@/lib/registry/clawhub/get-clawhub-skill-or-throw";
import { clawhubFingerprint } from "@/lib/registry/clawhub/present-clawhub";

export async function resolveClawhubFingerprint(actor: Actor, slug: string, ownerHandle: string | null, hash: string | null) {
  const skill = await getClawhubSkillOrThrow(actor, slug, ownerHandle).catch((error: unknown) => {
    if (isAppError(error) && error.code === "SKILL_NOT_FOUND") return null;
    throw error;
  });
  if (!skill) return { match: null, latestVersion: null };
  const statuses: readonly string[] = visibleStatuses(actor, skill.ownerId);
  const wanted = hash?.trim().toLowerCase();
  const match = wanted ? skill.versions.find((v) => statuses.includes(v.status) && clawhubFingerprint(v.files) === wanted) : undefined;
  const latest = skill.deletedAt ? null : skill.latestVersion;
  return { match: match ? { version: match.version } : null, latestVersion: latest ? { version: latest } : null };
}
