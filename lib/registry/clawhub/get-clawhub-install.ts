// How to install a skill's latest version (GET …/skills/{slug}/install): the clawhub client asks this
// only when the skill has no latest version, e.g. while its only versions are held for review.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { getClawhubSkillOrThrow } from "@/lib/registry/clawhub/get-clawhub-skill-or-throw";

export async function getClawhubInstall(actor: Actor, slug: string, ownerHandle: string | null, apiBase: string) {
  const skill = await getClawhubSkillOrThrow(actor, slug, ownerHandle);
  const latest = skill.deletedAt ? null : skill.latestVersion;
  if (!latest) {
    return {
      ok: false as const,
      slug: skill.name,
      reason: "archive_version_missing" as const,
      message: `"${skill.name}" has no installable version: versions held for review or blocked by policy are not served.`,
      status: 410,
    };
  }
  const url = new URL(`${apiBase}/api/v1/download`);
  url.searchParams.set("slug", skill.name);
  url.searchParams.set("version", latest);
  return { ok: true as const, slug: skill.name, installKind: "archive" as const, archive: { version: latest, downloadUrl: url.toString() } };
}
