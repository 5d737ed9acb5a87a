// Shapes of the registry answers the client relies on (docs/api.md). Parsed with zod because the
// registry is a network peer: a name or category that would escape the skills folder, or a
// malformed digest, is rejected here before any of it reaches the file system.
// When lib/registry exports its response schemas, these should import them instead.

import { z } from "zod";
import { CliError } from "./errors";
import { TRUST_TIERS } from "@/lib/guard/policy";

/** One safe path segment: what a skill name or category must be before it names a folder. */
export const SAFE_SEGMENT = /^[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$/;
const segment = z.string().regex(SAFE_SEGMENT, "must be one lowercase path segment").refine((s) => !s.includes(".."), "must not contain ..");

export const distSchema = z.object({
  tarball: z.string().url(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  integrity: z.string().regex(/^sha512-[A-Za-z0-9+/]{86}==$/),
  size: z.number().int().nonnegative(),
});

export const fileEntrySchema = z.object({
  path: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  mode: z.number().int(),
});

export const versionSummarySchema = z.object({
  version: z.string(),
  status: z.string(),
  verdict: z.string(),
  publishedAt: z.string().optional(),
  dist: distSchema,
});

export const resolvedVersionSchema = versionSummarySchema.extend({
  name: segment,
  trustTier: z.enum(TRUST_TIERS as [string, ...string[]]),
  files: z.array(fileEntrySchema).default([]),
  category: z.string().nullable().optional(),
  warnings: z.array(z.string()).default([]),
});

export type ResolvedVersion = z.infer<typeof resolvedVersionSchema>;
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export type SkillSummary = {
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
  updatedAt: string;
};

export type SkillDetail = SkillSummary & { distTags: Record<string, string>; deprecated: string | null; versions: VersionSummary[] };

export function parseResolved(body: unknown): ResolvedVersion {
  const parsed = resolvedVersionSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CliError("BAD_RESPONSE", `Registry answered a malformed resolve response (${issue.path.join(".")}: ${issue.message})`);
  }
  return parsed.data;
}
