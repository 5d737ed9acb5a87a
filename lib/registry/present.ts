// JSON shapes of the API (docs/api.md): one place turns rows into what clients see.
import "server-only";
import type { ScanReport } from "@/lib/guard";

export type VersionRow = {
  version: string;
  status: string;
  verdict: string;
  createdAt: Date;
  sha256: string;
  integrity: string;
  size: number;
  yankedAt?: Date | null;
  trustTier?: string;
};

export function tarballUrl(origin: string, name: string, version: string): string {
  return `${origin}/api/v1/skills/${encodeURIComponent(name)}/versions/${encodeURIComponent(version)}/tarball`;
}

export function presentVersion(origin: string, name: string, v: VersionRow) {
  return {
    version: v.version,
    status: v.status,
    verdict: v.verdict,
    publishedAt: v.createdAt.toISOString(),
    yankedAt: v.yankedAt ? v.yankedAt.toISOString() : null,
    dist: { tarball: tarballUrl(origin, name, v.version), sha256: v.sha256, integrity: v.integrity, size: v.size },
  };
}

export type SkillSummaryRow = {
  name: string;
  description: string;
  owner: string;
  category: string | null;
  tags: string[];
  trustTier: string;
  latestVersion: string | null;
  verdict: string | null;
  downloads: number;
  stars: number;
  updatedAt: Date;
};

export function presentSkillSummary(row: SkillSummaryRow) {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

export function presentPublishOutcome(
  origin: string,
  outcome: { status: string; name: string; version: string; report: ScanReport; warnings: unknown[]; tier: string; decision: string },
) {
  return {
    status: outcome.status,
    skill: { name: outcome.name, url: `${origin}/skills/${outcome.name}` },
    version: outcome.version,
    tier: outcome.tier,
    decision: outcome.decision,
    verdict: outcome.report.verdict,
    report: outcome.report,
    warnings: outcome.warnings,
  };
}
