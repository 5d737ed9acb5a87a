// SQL pieces shared by search and "did you mean" (search-skills.ts, suggest-names.ts): what a live
// skill is, reading candidates by popularity band, and correcting misspelt words through the
// vocabulary. See prisma/migrations/20261201000000_bounded_search for the indexes they rely on.
import "server-only";
import { Prisma } from "@/generated/prisma/client";

/** Skills search can show: not deleted, with a published version. Every search index is partial on it. */
export const LIVE = Prisma.sql`s.deleted_at IS NULL AND s.latest_version IS NOT NULL`;

/** Corrections tried per query word (the nearest words of the vocabulary). */
const CORRECTIONS_PER_WORD = 3;

/**
 * Reads skills band by band, most popular first, and stops as soon as `limit` rows are found.
 * `guard` (optional) must hold for the branch to run at all.
 */
export function byPopularityBand(columns: Prisma.Sql, condition: Prisma.Sql, filters: Prisma.Sql, limit: number, guard?: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT m.* FROM generate_series((SELECT max(s.popularity) FROM skills s WHERE ${LIVE}), 0, -1) AS b(band)
    CROSS JOIN LATERAL (
      SELECT ${columns} FROM skills s WHERE s.popularity = b.band::smallint AND ${condition} AND ${LIVE}${filters} LIMIT ${limit}
    ) m
    ${guard ? Prisma.sql`WHERE ${guard}` : Prisma.empty}
    LIMIT ${limit}`;
}

/**
 * A tsquery (column `tsq`) matching any of the vocabulary words nearest to the words of `nameLike`
 * (a name-shaped query: words joined by hyphens). Null when no word is close to anything.
 */
export function correctedTsquery(nameLike: string): Prisma.Sql {
  return Prisma.sql`
    SELECT to_tsquery('simple', string_agg(DISTINCT quote_literal(t.term), ' | ')) AS tsq
    FROM unnest(regexp_split_to_array(${nameLike}, '-+')) AS w(word)
    CROSS JOIN LATERAL (
      SELECT st.term FROM search_terms st WHERE st.term % w.word
      ORDER BY similarity(st.term, w.word) DESC, st.term LIMIT ${CORRECTIONS_PER_WORD}
    ) t
    WHERE length(w.word) >= 2`;
}
