// A mutation of skills: one transaction that also announces which skills it changed. The announcement
// is a pg_notify inside the transaction (every app instance's listener hears it at commit, or never if
// the transaction rolls back) and, after commit, a direct notice to this process's read caches, so the
// writer's next read already sees the change. A change that can make skills appear in searches that
// did not list them (`findable`: publish, yank, review) also carries the terms they are now found by.
import "server-only";
import { prisma, type Tx } from "@/lib/db";
import { CHANGE_CHANNEL, applyChange, encodeChange, type SkillChange } from "@/lib/cache/change-feed";

export async function changeSkills<T>(change: SkillChange, mutate: (tx: Tx) => Promise<T>, options: { findable?: boolean } = {}): Promise<T> {
  let announced = change;
  const result = await prisma.$transaction(async (tx) => {
    const value = await mutate(tx);
    if (options.findable && "skills" in change) announced = { ...change, terms: await searchTerms(tx, change.skills) };
    await tx.$executeRaw`SELECT pg_notify(${CHANGE_CHANNEL}, ${encodeChange(announced)})`;
    return value;
  });
  applyChange(announced);
  return result;
}

/** The lexemes live skills are found by (name, description and tags first, then the body's). */
async function searchTerms(tx: Tx, names: string[]): Promise<string[]> {
  const rows = await tx.$queryRaw<{ lexeme: string; head: boolean }[]>`
    SELECT t.lexeme, bool_or(t.weights && ARRAY['A', 'B']) AS head
    FROM skills s, unnest(s.search_vector) AS t
    WHERE s.name = ANY(${names}::text[]) AND s.deleted_at IS NULL AND s.latest_version IS NOT NULL
    GROUP BY t.lexeme`;
  // Head terms first: if the payload has to be cut, it is cut to "*" as a whole (encodeChange).
  return [...rows.filter((r) => r.head), ...rows.filter((r) => !r.head)].map((r) => r.lexeme);
}
