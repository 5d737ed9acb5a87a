// One version of a skill with everything its metadata shows (files, frontmatter, scan report), and the
// skill fields visibility depends on — one round trip, cached per name@version until the skill changes.
import "server-only";
import semver from "semver";
import { Prisma } from "@/generated/prisma/client";
import { readRows, sqlNamed } from "@/lib/db";
import { canonicalName } from "@/lib/skill/names";
import { versionCache } from "@/lib/registry/read-caches";

export type VersionDetailRow = {
  skill: { id: string; name: string; ownerId: string; deletedAt: Date | null };
  version: {
    id: string;
    version: string;
    status: "published" | "yanked" | "pending_review" | "rejected";
    verdict: string;
    createdAt: Date;
    sha256: string;
    integrity: string;
    size: number;
    yankedAt: Date | null;
    trustTier: string;
    rulesetVersion: string;
    reviewNote: string | null;
    files: unknown;
    frontmatter: unknown;
    scanReport: unknown;
  } | null;
};

type Row = VersionDetailRow["skill"] & { [K in keyof NonNullable<VersionDetailRow["version"]> as `v_${K}`]: NonNullable<VersionDetailRow["version"]>[K] | null };

async function queryDetail(name: string, key: string): Promise<VersionDetailRow | null> {
  const [row] = await readRows<Row>(sqlNamed("version-detail", Prisma.sql`
    SELECT s.id, s.name, s.owner_id AS "ownerId", s.deleted_at AS "deletedAt",
           v.id AS v_id, v.version AS v_version, v.status::text AS v_status, v.verdict::text AS v_verdict, v.created_at AS "v_createdAt",
           v.sha256 AS v_sha256, v.integrity AS v_integrity, v.size AS v_size, v.yanked_at AS "v_yankedAt", v.trust_tier AS "v_trustTier",
           v.ruleset_version AS "v_rulesetVersion", v.review_note AS "v_reviewNote", v.files AS v_files, v.frontmatter AS v_frontmatter,
           v.scan_report AS "v_scanReport"
    FROM skills s LEFT JOIN skill_versions v ON v.skill_id = s.id AND v.version_key = ${key}
    WHERE s.name = ${name}`));
  if (!row) return null;
  const skill = { id: row.id, name: row.name, ownerId: row.ownerId, deletedAt: row.deletedAt };
  if (row.v_id === null) return { skill, version: null };
  return {
    skill,
    version: {
      id: row.v_id,
      version: row.v_version!,
      status: row.v_status!,
      verdict: row.v_verdict!,
      createdAt: row.v_createdAt!,
      sha256: row.v_sha256!,
      integrity: row.v_integrity!,
      size: row.v_size!,
      yankedAt: row.v_yankedAt,
      trustTier: row.v_trustTier!,
      rulesetVersion: row.v_rulesetVersion!,
      reviewNote: row.v_reviewNote,
      files: row.v_files,
      frontmatter: row.v_frontmatter,
      scanReport: row.v_scanReport,
    },
  };
}

/** The skill named `rawName` and its version `rawVersion` (version null: no such version; null: no such skill). */
export async function loadVersionDetail(rawName: string, rawVersion: string): Promise<VersionDetailRow | null> {
  const name = canonicalName(rawName);
  // Not a version at all: still look the skill up, so an unknown skill answers SKILL_NOT_FOUND first.
  const key = semver.valid(rawVersion)?.split("+")[0] ?? "";
  return versionCache().get(`${name}@${key}`, async () => ({ value: await queryDetail(name, key), skills: [name] }));
}
