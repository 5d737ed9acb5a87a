// A version's metadata: summary, file list, scan report and frontmatter (one cached round trip).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { getVersionDetailOrThrow } from "@/lib/registry/get-version-detail-or-throw";
import { presentVersion } from "@/lib/registry/present";
import { canSeePrivate } from "@/lib/registry/visibility";

// What anyone may get, built once per cached version detail and origin (serialised once by the read path).
const publicViews = new WeakMap<object, Map<string, VersionView>>();
type VersionView = ReturnType<typeof present>;

export async function getVersion(actor: Actor, name: string, version: string, origin: string): Promise<VersionView> {
  const detail = await getVersionDetailOrThrow(actor, name, version);
  if (canSeePrivate(actor, detail.skill.ownerId)) return present(detail, origin);
  let views = publicViews.get(detail.version);
  if (!views) publicViews.set(detail.version, (views = new Map()));
  let view = views.get(origin);
  if (!view) views.set(origin, (view = present(detail, origin)));
  return view;
}

function present({ skill, version: v }: Awaited<ReturnType<typeof getVersionDetailOrThrow>>, origin: string) {
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
