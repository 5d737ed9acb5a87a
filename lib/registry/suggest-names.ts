// Close names for "did you mean": skills whose names or tags contain the words of the query, each
// corrected to its nearest vocabulary words; the most popular candidates are ranked by how similar
// their whole name is (search-fragments.ts), so the cost does not grow with the registry.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { readRows } from "@/lib/db";
import { byPopularityBand, correctedTsquery } from "@/lib/registry/search-fragments";

const SUGGEST_CANDIDATES = 100;

export async function suggestNames(query: string, limit = 5): Promise<string[]> {
  const q = query.toLowerCase().slice(0, 64);
  if (!/[a-z0-9]/.test(q)) return [];
  const rows = await readRows<{ name: string }>(Prisma.sql`
    WITH corrected AS MATERIALIZED (${correctedTsquery(q)})
    SELECT name FROM (${byPopularityBand(Prisma.sql`s.name`, Prisma.sql`s.search_vector @@ (SELECT tsq FROM corrected)`, Prisma.empty, SUGGEST_CANDIDATES)}) c
    WHERE name % ${q}
    ORDER BY similarity(name, ${q}) DESC, name
    LIMIT ${limit}`);
  return rows.map((r) => r.name);
}
