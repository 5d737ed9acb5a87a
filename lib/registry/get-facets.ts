// Categories and the most used tags of live skills, with counts, for the home page and search filters.
import "server-only";
import { prisma } from "@/lib/db";

export async function getFacets(options: { tagLimit?: number } = {}) {
  const [categories, tags] = await Promise.all([
    prisma.$queryRaw<{ name: string; n: bigint }[]>`
      SELECT category AS name, count(*)::bigint AS n FROM skills
      WHERE deleted_at IS NULL AND latest_version IS NOT NULL AND category IS NOT NULL
      GROUP BY category ORDER BY n DESC, category`,
    prisma.$queryRaw<{ name: string; n: bigint }[]>`
      SELECT tag AS name, count(*)::bigint AS n FROM skills, unnest(tags) AS tag
      WHERE deleted_at IS NULL AND latest_version IS NOT NULL
      GROUP BY tag ORDER BY n DESC, tag LIMIT ${options.tagLimit ?? 40}`,
  ]);
  return {
    categories: categories.map((c) => ({ name: c.name, count: Number(c.n) })),
    tags: tags.map((t) => ({ name: t.name, count: Number(t.n) })),
  };
}
