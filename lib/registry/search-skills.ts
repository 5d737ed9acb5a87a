// Search: Postgres full-text search (weighted name/description/tags/body) plus trigram similarity on
// names, ranked in tiers — exact name, name prefix, then text rank — with downloads only breaking ties.
// Filters and sorts map to indexed columns; the cursor is opaque.
import "server-only";
import { z } from "zod";
import { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { SEARCH_MAX_PAGE_SIZE, SEARCH_MAX_QUERY_LENGTH, SEARCH_PAGE_SIZE } from "@/lib/limits";
import { presentSkillSummary, type SkillSummaryRow } from "@/lib/registry/present";

export const SEARCH_SORTS = ["relevance", "downloads", "recent", "trending", "name"] as const;

export const searchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_QUERY_LENGTH).default(""),
  category: z.string().trim().max(64).optional(),
  tag: z.string().trim().toLowerCase().max(64).optional(),
  tier: z.enum(["community", "trusted", "builtin"]).optional(),
  verdict: z.enum(["safe", "caution", "dangerous"]).optional(),
  sort: z.enum(SEARCH_SORTS).optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
  cursor: z.string().max(64).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  const offset = Number.parseInt(Buffer.from(cursor, "base64url").toString("utf8").replace(/^o:/, ""), 10);
  if (!Number.isSafeInteger(offset) || offset < 0 || offset > 10_000) throw new AppError("BAD_REQUEST", "Invalid cursor.");
  return offset;
}

const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString("base64url");

/** The SQL of one search page (exported so bench/ can time the very same query raw). */
export function buildSearchSql(query: SearchQuery, offset: number) {
  const q = query.q.toLowerCase();
  const sort = query.sort ?? (q ? "relevance" : "downloads");

  const where: Prisma.Sql[] = [Prisma.sql`s.deleted_at IS NULL`, Prisma.sql`s.latest_version IS NOT NULL`];
  // One tsquery for both configurations: english stems prose, simple keeps names and tags verbatim.
  const tsquery = Prisma.sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('simple', ${q}))`;
  const prefix = `${q.replace(/[%_\\]/g, "\\$&")}%`;
  // Trigram similarity catches typos in a name; for several words it matches too loosely to be worth the rows.
  const isSingleToken = /^\S+$/.test(q);
  if (q) {
    where.push(
      isSingleToken
        ? Prisma.sql`(s.search_vector @@ ${tsquery} OR s.name % ${q} OR s.name LIKE ${prefix})`
        : Prisma.sql`(s.search_vector @@ ${tsquery} OR s.name LIKE ${prefix})`,
    );
  }
  if (query.category) where.push(Prisma.sql`s.category = ${query.category}`);
  if (query.tag) where.push(Prisma.sql`s.tags @> ARRAY[${query.tag}]::text[]`);
  if (query.tier) where.push(Prisma.sql`s.trust_tier = ${query.tier}::"TrustTier"`);
  if (query.verdict) where.push(Prisma.sql`s.latest_verdict = ${query.verdict}::"Verdict"`);

  const trending = sort === "trending"
    ? Prisma.sql`LEFT JOIN (SELECT skill_id, sum(count) AS n FROM download_daily WHERE day > (now() - interval '7 days')::date GROUP BY skill_id) t ON t.skill_id = s.id`
    : Prisma.empty;
  const order = {
    relevance: q
      ? Prisma.sql`CASE WHEN s.name = ${q} THEN 3 WHEN s.name LIKE ${prefix} THEN 2 ELSE 1 END DESC,
          ts_rank(s.search_vector, ${tsquery}) + similarity(s.name, ${q}) DESC, s.download_count DESC, s.name`
      : Prisma.sql`s.download_count DESC, s.name`,
    downloads: Prisma.sql`s.download_count DESC, s.name`,
    recent: Prisma.sql`s.updated_at DESC, s.name`,
    trending: Prisma.sql`COALESCE(t.n, 0) DESC, s.download_count DESC, s.name`,
    name: Prisma.sql`s.name`,
  }[sort];

  return { sort, sql: Prisma.sql`
    SELECT s.name, s.description, u.handle AS owner, s.category, s.tags, s.trust_tier::text AS "trustTier",
           s.latest_version AS "latestVersion", s.latest_verdict::text AS verdict, s.download_count AS downloads,
           s.star_count AS stars, s.updated_at AS "updatedAt"
    FROM skills s JOIN users u ON u.id = s.owner_id ${trending}
    WHERE ${Prisma.join(where, " AND ")}
    ORDER BY ${order}
    LIMIT ${query.limit + 1} OFFSET ${offset}` };
}

export async function searchSkills(input: unknown) {
  const query = searchQuerySchema.parse(input);
  const offset = decodeCursor(query.cursor);
  const { sort, sql } = buildSearchSql(query, offset);
  const rows = await prisma.$queryRaw<(Omit<SkillSummaryRow, "downloads"> & { downloads: bigint })[]>(sql);
  const hasMore = rows.length > query.limit;
  return {
    query: { ...query, sort, cursor: undefined },
    items: rows.slice(0, query.limit).map((r) => presentSkillSummary({ ...r, downloads: Number(r.downloads) })),
    nextCursor: hasMore ? encodeCursor(offset + query.limit) : null,
  };
}
