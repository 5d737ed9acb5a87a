// Search: Postgres full-text search (weighted name/description/tags/body) plus trigram similarity on
// names, ranked in tiers — exact name, name prefix, then text rank — with downloads breaking ties.
//
// A query never ranks every match. It first gathers a bounded candidate set, each branch read from an
// index in an order that lets LIMIT stop it early (prisma/migrations/20261201000000_bounded_search):
//   exact name · name prefixes, most popular band first · text matches, most popular band first ·
//   and, only when those find too little, text matches of the query's words corrected to the nearest
//   words of the vocabulary of names and tags (typos).
// Only the candidates are ranked, so the cost is the same at ten thousand skills and at a million;
// the price is that a query reaches at most SEARCH_CANDIDATES text matches (the most downloaded).
// Browsing without a query reads the popularity or recency index in order. Filters and sorts apply
// inside every branch; the cursor is opaque.
import "server-only";
import { z } from "zod";
import { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { readRows } from "@/lib/db";
import {
  SEARCH_CANDIDATES,
  SEARCH_MAX_OFFSET,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_NAME_CANDIDATES,
  SEARCH_PAGE_SIZE,
  SEARCH_TYPO_CANDIDATES,
} from "@/lib/limits";
import { presentSkillSummary, type SkillSummaryRow } from "@/lib/registry/present";
import { searchCache } from "@/lib/registry/read-caches";
import { LIVE, byPopularityBand, correctedTsquery } from "@/lib/registry/search-fragments";

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
  if (!Number.isSafeInteger(offset) || offset < 0 || offset > SEARCH_MAX_OFFSET) throw new AppError("BAD_REQUEST", "Invalid cursor.");
  return offset;
}

const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString("base64url");

/** Characters a skill name may contain: a query made of anything else cannot match a name. */
const NAME_LIKE = /^[a-z0-9-]+$/;

const COLUMNS = Prisma.sql`s.name, s.description, (SELECT u.handle FROM users u WHERE u.id = s.owner_id) AS owner, s.category, s.tags,
  s.trust_tier::text AS "trustTier", s.latest_version AS "latestVersion", s.latest_verdict::text AS verdict,
  s.download_count AS downloads, s.star_count AS stars, s.updated_at AS "updatedAt"`;

function filtersOf(query: SearchQuery): Prisma.Sql {
  const filters: Prisma.Sql[] = [];
  if (query.category) filters.push(Prisma.sql`s.category = ${query.category}`);
  if (query.tag) filters.push(Prisma.sql`s.tags @> ARRAY[${query.tag}]::text[]`);
  if (query.tier) filters.push(Prisma.sql`s.trust_tier = ${query.tier}::"TrustTier"`);
  if (query.verdict) filters.push(Prisma.sql`s.latest_verdict = ${query.verdict}::"Verdict"`);
  return filters.length ? Prisma.sql` AND ${Prisma.join(filters, " AND ")}` : Prisma.empty;
}

/** The SQL of one search page (exported so bench/ and the plan test can run the very same query). */
export function buildSearchSql(query: SearchQuery, offset: number) {
  const q = query.q.toLowerCase();
  const sort = query.sort ?? (q ? "relevance" : "downloads");
  const filters = filtersOf(query);
  const page = Prisma.sql`LIMIT ${query.limit + 1} OFFSET ${offset}`;
  if (!q) return { sort, sql: browseSql(sort, filters, page, offset + query.limit + 1) };

  // One tsquery for both configurations: english stems prose, simple keeps names and tags verbatim.
  const tsquery = Prisma.sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('simple', ${q}))`;
  const isName = NAME_LIKE.test(q);
  const prefix = `${q.replace(/[%_\\]/g, "\\$&")}%`;
  // Each candidate carries what ranking needs (name tier, text score), computed while its row is read,
  // so only the page's rows are read again for display.
  const tier = isName ? Prisma.sql`CASE WHEN s.name = ${q} THEN 3 WHEN s.name LIKE ${prefix} THEN 2 ELSE 1 END` : Prisma.sql`1`;
  const columns = Prisma.sql`s.id, ${tier} AS tier, ts_rank(s.search_vector, (SELECT tsq FROM params)) + similarity(s.name, ${q}) AS score,
    s.download_count, s.name, s.updated_at`;
  // Text matches, the most popular SEARCH_CANDIDATES, read band by band. Each band re-reads the
  // query's entries in the GIN index: cheap for a single word (the word's own entries drive the scan),
  // wasteful for several common words that rarely occur together. So a query of several words first
  // counts its matches in one pass (stopped after SEARCH_CANDIDATES + 1) and, when that is all of them,
  // ranks them all instead.
  const matches = Prisma.sql`s.search_vector @@ (SELECT tsq FROM params)`;
  const isSeveralWords = q.split(/[\s-]+/).filter(Boolean).length > 1;
  const fewMatches = Prisma.sql`(SELECT count(*) FROM probe) <= ${SEARCH_CANDIDATES}`;
  const branches: Prisma.Sql[] = isSeveralWords
    ? [
        Prisma.sql`SELECT ${columns} FROM skills s WHERE ${matches} AND ${LIVE}${filters} AND ${fewMatches}`,
        byPopularityBand(columns, matches, filters, SEARCH_CANDIDATES, Prisma.sql`NOT ${fewMatches}`),
      ]
    : [byPopularityBand(columns, matches, filters, SEARCH_CANDIDATES)];
  const probe = isSeveralWords
    ? Prisma.sql`probe AS MATERIALIZED (SELECT 1 FROM skills s WHERE ${matches} AND ${LIVE}${filters} LIMIT ${SEARCH_CANDIDATES + 1}),`
    : Prisma.empty;
  if (isName) {
    branches.unshift(
      // The unique name index (a fence keeps the planner from probing the trigram index for equality).
      Prisma.sql`SELECT ${columns} FROM (SELECT * FROM skills WHERE name = ${q} OFFSET 0) s WHERE ${LIVE}${filters}`,
      byPopularityBand(columns, Prisma.sql`s.name LIKE ${prefix}`, filters, SEARCH_NAME_CANDIDATES),
    );
  }
  // Typo tolerance, only when the branches above found too little: each word of the query corrected
  // to its nearest vocabulary words, searched as text (most popular first, like the rest).
  const typos = isName
    ? Prisma.sql`UNION ALL (${byPopularityBand(
        columns,
        Prisma.sql`s.search_vector @@ (SELECT tsq FROM corrected)`,
        filters,
        SEARCH_TYPO_CANDIDATES,
        Prisma.sql`(SELECT count(*) FROM found) < ${offset + query.limit + 1}`,
      )})`
    : Prisma.empty;
  const order = {
    relevance: Prisma.sql`c.tier DESC, c.score DESC, c.download_count DESC, c.name`,
    downloads: Prisma.sql`c.download_count DESC, c.name`,
    recent: Prisma.sql`c.updated_at DESC, c.name`,
    trending: Prisma.sql`c.weekly DESC, c.download_count DESC, c.name`,
    name: Prisma.sql`c.name`,
  }[sort];
  const weekly =
    sort === "trending"
      ? Prisma.sql`, (SELECT COALESCE(sum(d.count), 0) FROM download_daily d WHERE d.skill_id = c.id AND d.day > current_date - 7) AS weekly`
      : Prisma.empty;
  return {
    sort,
    sql: Prisma.sql`
      WITH params AS MATERIALIZED (SELECT ${tsquery} AS tsq),
      ${probe}
      ${isName ? Prisma.sql`corrected AS MATERIALIZED (${correctedTsquery(q)}),` : Prisma.empty}
      found AS MATERIALIZED (${Prisma.join(branches.map((b) => Prisma.sql`(${b})`), " UNION ALL ")}),
      candidates AS (
        SELECT DISTINCT ON (c.id) c.* FROM (SELECT * FROM found ${typos}) c ORDER BY c.id, c.tier DESC
      ),
      ranked AS (SELECT c.*${weekly} FROM candidates c),
      chosen AS (SELECT c.* FROM ranked c ORDER BY ${order} ${page})
      SELECT ${COLUMNS} FROM chosen c JOIN skills s ON s.id = c.id
      ORDER BY ${order}`,
  };
}

/** Without a query: index order (popularity band, then exact downloads; or recency; or name). */
function browseSql(sort: (typeof SEARCH_SORTS)[number], filters: Prisma.Sql, page: Prisma.Sql, needed: number): Prisma.Sql {
  if (sort === "trending") {
    // Downloads in the last 7 days, from download_daily (its size follows activity, not the registry);
    // skills without any come after, by downloads.
    return Prisma.sql`
      WITH weekly AS MATERIALIZED (
        SELECT d.skill_id, sum(d.count)::bigint AS n FROM download_daily d WHERE d.day > current_date - 7 GROUP BY d.skill_id
      ), ranked AS (
        (SELECT s.id, w.n FROM weekly w JOIN skills s ON s.id = w.skill_id WHERE ${LIVE}${filters}
         ORDER BY w.n DESC, s.popularity DESC, s.download_count DESC, s.name LIMIT ${needed})
        UNION ALL
        (SELECT s.id, 0 FROM skills s WHERE ${LIVE}${filters} AND NOT EXISTS (SELECT 1 FROM weekly w WHERE w.skill_id = s.id)
         ORDER BY s.popularity DESC, s.download_count DESC, s.name LIMIT ${needed})
      )
      SELECT ${COLUMNS} FROM ranked r JOIN skills s ON s.id = r.id
      ORDER BY r.n DESC, s.download_count DESC, s.name
      ${page}`;
  }
  const order = {
    relevance: Prisma.sql`s.popularity DESC, s.download_count DESC, s.name`,
    downloads: Prisma.sql`s.popularity DESC, s.download_count DESC, s.name`,
    recent: Prisma.sql`s.updated_at DESC, s.name`,
    name: Prisma.sql`s.name`,
  }[sort];
  return Prisma.sql`SELECT ${COLUMNS} FROM skills s WHERE ${LIVE}${filters} ORDER BY ${order} ${page}`;
}

type SearchRow = SkillSummaryRow;

export type SearchResult = {
  query: Omit<SearchQuery, "cursor"> & { sort: (typeof SEARCH_SORTS)[number]; cursor: undefined };
  items: ReturnType<typeof presentSkillSummary>[];
  nextCursor: string | null;
};

/** One page of results. Pages are cached in memory until a skill on them changes (read-caches.ts). */
export async function searchSkills(input: unknown): Promise<SearchResult> {
  const query = searchQuerySchema.parse(input);
  const offset = decodeCursor(query.cursor);
  const key = JSON.stringify([query.q.toLowerCase(), query.category, query.tag, query.tier, query.verdict, query.sort, query.limit, offset]);
  return searchCache().get(key, async () => {
    const { sort, sql } = buildSearchSql(query, offset);
    const rows = await readRows<SearchRow>(sql);
    const hasMore = rows.length > query.limit;
    const items = rows.slice(0, query.limit).map(presentSkillSummary);
    const result: SearchResult = { query: { ...query, sort, cursor: undefined }, items, nextCursor: hasMore ? encodeCursor(offset + query.limit) : null };
    // A browse (no query) may change with any publish; a query with any skill findable by its words.
    const words = query.q ? query.q.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean) : ["*"];
    return { value: result, skills: items.map((i) => i.name), words: words.length ? words : ["*"] };
  });
}
