// Which visible version of a skill has exactly the files a client holds (by ClawHub's fingerprint),
// and the latest published one: how `clawhub update` tells "up to date" from "local changes"
// (GET …/api/v1/resolve?slug=&hash=).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { visibleStatuses } from "@/lib/registry/visibility";
import { getClawhubSkillOrThrow } from "@/lib/registry/clawhub/get-clawhub-skill-or-throw";
import { clawhubFingerprint } from "@/lib/registry/clawhub/present-clawhub";

export async function resolveClawhubFingerprint(actor: Actor, slug: string, ownerHandle: string | null, hash: string | null) {
  const skill = await getClawhubSkillOrThrow(actor, slug, ownerHandle);
  const statuses: readonly string[] = visibleStatuses(actor, skill.ownerId);
  const wanted = hash?.trim().toLowerCase();
  const match = wanted ? skill.versions.find((v) => statuses.includes(v.status) && clawhubFingerprint(v.files) === wanted) : undefined;
  const latest = skill.deletedAt ? null : skill.latestVersion;
  return { match: match ? { version: match.version } : null, latestVersion: latest ? { version: latest } : null };
}
