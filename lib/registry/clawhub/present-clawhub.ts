// JSON shapes of the ClawHub-compatible API (docs/clients.md), as the clawhub client's schemas
// (clawhub/dist/schema/schemas.js) validate them: one place turns Skillhub's rows into ClawHub's model.
// Mapping: a skill's name is its slug and display name; its owner's handle is the owner handle;
// the scanner's verdict is ClawHub's moderation verdict (safe → clean, caution → suspicious,
// dangerous → malicious). Blocked versions are never served, so nothing is reported as malware-blocked.
import "server-only";
import { createHash } from "node:crypto";
import type { SkillSnapshot, SnapshotVersion } from "@/lib/registry/load-skill-snapshot";
import type { SkillSummaryRow } from "@/lib/registry/present";
import { SEARCH_MAX_PAGE_SIZE } from "@/lib/limits";

type Summary = Omit<SkillSummaryRow, "updatedAt"> & { updatedAt: string };

/** ClawHub clients ask for up to 200 results per page; we serve up to our page limit. */
export function clawhubPageSize(raw: string | null): number {
  const n = Number.parseInt(raw ?? "", 10);
  return Number.isFinite(n) ? Math.min(Math.max(1, n), SEARCH_MAX_PAGE_SIZE) : 25;
}

const VERDICTS = { safe: "clean", caution: "suspicious", dangerous: "malicious" } as const;

function clawhubVerdict(verdict: string | null): "clean" | "suspicious" | "malicious" {
  return VERDICTS[(verdict ?? "safe") as keyof typeof VERDICTS] ?? "suspicious";
}

export function presentModeration(verdict: string | null) {
  const mapped = clawhubVerdict(verdict);
  return {
    isSuspicious: mapped !== "clean",
    isMalwareBlocked: false,
    verdict: mapped,
    reasonCodes: [] as string[],
    summary: `Skillhub scanner verdict: ${verdict ?? "none"}`,
  };
}

function presentLatest(skill: SkillSnapshot) {
  const latest = skill.versions.find((v) => v.version === skill.latestVersion && v.status === "published");
  return latest ? { version: latest.version, createdAt: latest.createdAt.getTime(), changelog: "", license: null } : null;
}

function distTags(skill: Pick<SkillSnapshot, "distTags" | "latestVersion">): Record<string, string> {
  return skill.latestVersion ? { ...skill.distTags, latest: skill.latestVersion } : { ...skill.distTags };
}

export function presentSkill(skill: SkillSnapshot) {
  const live = !skill.deletedAt;
  return {
    skill: {
      slug: skill.name,
      displayName: skill.name,
      summary: skill.description,
      description: skill.description,
      topics: skill.tags,
      tags: distTags(skill),
      stats: { downloads: skill.downloadCount, stars: skill.starCount, versions: skill.versions.length },
      createdAt: skill.createdAt.getTime(),
      updatedAt: skill.updatedAt.getTime(),
    },
    latestVersion: live ? presentLatest(skill) : null,
    metadata: null,
    owner: { handle: skill.owner, displayName: null, image: null },
    moderation: presentModeration(skill.latestVerdict),
  };
}

function securityStatus(version: SnapshotVersion): string {
  return version.status === "pending_review" ? "pending" : clawhubVerdict(version.verdict);
}

export function presentVersion(skill: SkillSnapshot, version: SnapshotVersion) {
  return {
    version: {
      version: version.version,
      createdAt: version.createdAt.getTime(),
      changelog: "",
      license: null,
      files: version.files.map((f) => ({ path: f.path, size: f.size, sha256: f.sha256 })),
      security: { status: securityStatus(version), hasWarnings: version.verdict !== "safe", checkedAt: version.createdAt.getTime() },
      status: version.status,
      yanked: version.status === "yanked",
    },
    skill: { slug: skill.name, displayName: skill.name },
  };
}

export function presentVersionListItem(version: SnapshotVersion) {
  return { version: version.version, createdAt: version.createdAt.getTime(), changelog: "", changelogSource: null };
}

export function presentListItem(row: Summary) {
  const updatedAt = Date.parse(row.updatedAt);
  return {
    slug: row.name,
    displayName: row.name,
    summary: row.description,
    description: row.description,
    topics: row.tags,
    tags: row.latestVersion ? { latest: row.latestVersion } : {},
    stats: { downloads: row.downloads, stars: row.stars },
    // Summaries carry no creation time: the last update stands in for both.
    createdAt: updatedAt,
    updatedAt,
    ...(row.latestVersion ? { latestVersion: { version: row.latestVersion, createdAt: updatedAt, changelog: "", license: null } } : {}),
    metadata: null,
  };
}

/** `score`: ClawHub ranks by a number; ours is an order, so the first result scores 1 and the rest less. */
export function presentSearchResult(row: Summary, rank: number) {
  return {
    slug: row.name,
    displayName: row.name,
    summary: row.description,
    version: row.latestVersion,
    score: 1 / (rank + 1),
    downloads: row.downloads,
    updatedAt: Date.parse(row.updatedAt),
    ownerHandle: row.owner,
    owner: { handle: row.owner, displayName: null, image: null },
  };
}

/**
 * ClawHub's fingerprint of a set of files (clawhub/dist/skills.js buildSkillFingerprint): sha256 over
 * "path:sha256" lines sorted by path, leaving out what its client never installs or hashes (paths
 * with a segment starting with ".").
 */
export function clawhubFingerprint(files: readonly { path: string; sha256: string }[]): string {
  const lines = files
    .filter((f) => !f.path.split("/").some((segment) => segment.startsWith(".")))
    .map((f) => ({ path: f.path, sha256: f.sha256 }))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((f) => `${f.path}:${f.sha256}`);
  return createHash("sha256").update(lines.join("\n")).digest("hex");
}
