// Close names for "did you mean": trigram similarity over live skills (GIN pg_trgm index).
import "server-only";
import { prisma } from "@/lib/db";

export async function suggestNames(query: string, limit = 5): Promise<string[]> {
  const q = query.toLowerCase().slice(0, 64);
  if (!q) return [];
  const rows = await prisma.$queryRaw<{ name: string }[]>`
    SELECT name FROM skills
    WHERE deleted_at IS NULL AND latest_version IS NOT NULL AND (name % ${q} OR name LIKE ${`%${q.replace(/[%_\\]/g, "\\$&")}%`})
    ORDER BY similarity(name, ${q}) DESC, name
    LIMIT ${limit}`;
  return rows.map((r) => r.name);
}
