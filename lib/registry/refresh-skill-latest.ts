// Recomputes what a skill shows from its versions: `latest` is the highest published, non-yanked,
// non-prerelease version (a prerelease only when nothing else exists); its description, tags, body
// and verdict become the skill's searchable fields, and its search vector is recomputed here. Custom dist-tags pointing at versions that are no
// longer installable are dropped. Runs inside the mutation's transaction.
import "server-only";
import semver from "semver";
import type { Tx } from "@/lib/db";

type FrontmatterView = { description?: unknown; metadata?: unknown; tags?: unknown };

export async function refreshSkillLatest(tx: Tx, skillId: string): Promise<string | null> {
  const skill = await tx.skill.findUniqueOrThrow({ where: { id: skillId }, select: { distTags: true } });
  const versions = await tx.skillVersion.findMany({
    where: { skillId, status: "published" },
    select: { id: true, version: true, isPrerelease: true, frontmatter: true, body: true, verdict: true, trustTier: true },
  });
  const sorted = versions.sort((a, b) => semver.rcompare(a.version, b.version));
  const latest = sorted.find((v) => !v.isPrerelease) ?? sorted[0] ?? null;

  const published = new Set(versions.map((v) => v.version));
  const tags: Record<string, string> = {};
  for (const [tag, version] of Object.entries((skill.distTags ?? {}) as Record<string, string>)) {
    if (tag !== "latest" && published.has(version)) tags[tag] = version;
  }
  if (latest) tags.latest = latest.version;

  if (!latest) {
    await tx.skill.update({ where: { id: skillId }, data: { latestVersion: null, latestVerdict: null, distTags: tags } });
    return null;
  }
  const fm = latest.frontmatter as FrontmatterView;
  const hermes = ((fm.metadata as Record<string, unknown> | undefined)?.hermes ?? {}) as Record<string, unknown>;
  const tagList = [...new Set([...(Array.isArray(hermes.tags) ? hermes.tags : []), ...(Array.isArray(fm.tags) ? fm.tags : [])])]
    .filter((t): t is string => typeof t === "string")
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean)
    .slice(0, 20);
  await tx.skill.update({
    where: { id: skillId },
    data: {
      latestVersion: latest.version,
      latestVerdict: latest.verdict,
      distTags: tags,
      description: typeof fm.description === "string" ? fm.description : "",
      tags: tagList,
    },
  });
  await tx.$executeRaw`
    UPDATE skills SET search_vector =
      setweight(to_tsvector('simple', name), 'A') ||
      setweight(to_tsvector('simple', replace(name, '-', ' ')), 'A') ||
      setweight(to_tsvector('english', description), 'B') ||
      setweight(to_tsvector('simple', array_to_string(tags, ' ')), 'B') ||
      setweight(to_tsvector('english', ${latest.body.slice(0, 100_000)}), 'C')
    WHERE id = ${skillId}`;
  // The words of the name and tags join the vocabulary typo correction reads (search-skills.ts).
  await tx.$executeRaw`
    INSERT INTO search_terms (term)
    SELECT DISTINCT w FROM skills, unnest(regexp_split_to_array(name, '-') || tags) AS w
    WHERE id = ${skillId} AND length(w) BETWEEN 2 AND 64 AND w !~ '^[0-9]+$'
    ON CONFLICT DO NOTHING`;
  return latest.version;
}
