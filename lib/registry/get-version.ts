// A version's metadata: summary, file list, scan report and frontmatter (one cached round trip).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { getVersionDetailOrThrow } from "@/lib/registry/get-version-detail-or-throw";
import { presentVersion } from "@/lib/registry/present";

export async function getVersion(actor: Actor, name: string, version: string, origin: string) {
  const { skill, version: v } = await getVersionDetailOrThrow(actor, name, version);
  return {
    name: skill.name,
    ...presentVersion(origin, skill.name, v),
    trustTier: v.trustTier,
    rulesetVersion: v.rulesetVersion,
    reviewNote: v.reviewNote,
    files: v.files,
    frontmatter: v.frontmatter,
    report: v.scanReport,
  };
}
