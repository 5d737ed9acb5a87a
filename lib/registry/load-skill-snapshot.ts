// A skill as the read side needs it — the row, its owner's handle, its weekly downloads and every
// version anyone may see (not rejected ones), newest first — in one round trip, cached per name until
// the skill changes (read-caches.ts). Visibility per actor is applied by the callers, in memory.
import "server-only";
import semver from "semver";
import { Prisma } from "@/generated/prisma/client";
import { readRows, sqlNamed } from "@/lib/db";
import { canonicalName } from "@/lib/skill/names";
import type { FileManifestEntry } from "@/lib/skill/hash";
import { skillCache } from "@/lib/registry/read-caches";

export type SnapshotVersion = {
  id: string;
  version: string;
  status: "published" | "yanked" | "pending_review";
  verdict: string;
  createdAt: Date;
  sha256: string;
  integrity: string;
  size: number;
  yankedAt: Date | null;
  trustTier: string;
  files: FileManifestEntry[];
};

export type SkillSnapshot = {
  id: string;
  name: string;
  ownerId: string;
  owner: string;
  description: string;
  category: string | null;
  tags: string[];
  trustTier: string;
  latestVersion: string | null;
  latestVerdict: string | null;
  downloadCount: number;
  weeklyDownloads: number;
  starCount: number;
  deprecationMessage: string | null;
  deletedAt: Date | null;
  distTags: Record<string, string>;
  createdAt: Date;
  updatedAt: Date;
  /** Newest first (semver). */
  versions: SnapshotVersion[];
};

type Row = Omit<SkillSnapshot, "versions"> & {
  versions: (Omit<SnapshotVersion, "createdAt" | "yankedAt"> & { createdAt: string; yankedAt: string | null })[];
};

async function querySnapshot(name: string): Promise<SkillSnapshot | null> {
  const [row] = await readRows<Row>(sqlNamed("skill-snapshot", Prisma.sql`
    SELECT s.id, s.name, s.owner_id AS "ownerId", u.handle AS owner, s.description, s.category, s.tags,
           s.trust_tier::text AS "trustTier", s.latest_version AS "latestVersion", s.latest_verdict::text AS "latestVerdict",
           s.download_count AS "downloadCount", s.star_count AS "starCount", s.deprecation_message AS "deprecationMessage",
           s.deleted_at AS "deletedAt", s.dist_tags AS "distTags", s.created_at AS "createdAt", s.updated_at AS "updatedAt",
           (SELECT COALESCE(sum(d.count), 0)::bigint FROM download_daily d
             WHERE d.skill_id = s.id AND d.day > (now() - interval '7 days')::date) AS "weeklyDownloads",
           COALESCE((SELECT json_agg(json_build_object(
               'id', v.id, 'version', v.version, 'status', v.status, 'verdict', v.verdict,
               'createdAt', to_char(v.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               'yankedAt', to_char(v.yanked_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               'sha256', v.sha256, 'integrity', v.integrity, 'size', v.size, 'trustTier', v.trust_tier, 'files', v.files))
             FROM skill_versions v WHERE v.skill_id = s.id AND v.status <> 'rejected'), '[]'::json) AS versions
    FROM skills s JOIN users u ON u.id = s.owner_id
    WHERE s.name = ${name}`));
  if (!row) return null;
  const versions = row.versions
    .map((v) => ({ ...v, createdAt: new Date(v.createdAt), yankedAt: v.yankedAt ? new Date(v.yankedAt) : null }))
    .sort((a, b) => semver.rcompare(a.version, b.version));
  return { ...row, versions };
}

/** The snapshot of the skill named `rawName` (canonicalised), or null when there is none. */
export async function loadSkillSnapshot(rawName: string): Promise<SkillSnapshot | null> {
  const name = canonicalName(rawName);
  return skillCache().get(name, async () => ({ value: await querySnapshot(name), skills: [name] }));
}

/** What loadSkillSnapshot would answer from memory right now (`value`), or undefined when it would load. */
export function lookupSkillSnapshot(rawName: string): { readonly value: SkillSnapshot | null } | undefined {
  return skillCache().lookup(canonicalName(rawName));
}
