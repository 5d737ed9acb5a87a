// Counts shown on the home page: visible skills, published versions, distinct publishers.
import "server-only";
import { prisma } from "@/lib/db";

export async function getTotals() {
  const [row] = await prisma.$queryRaw<{ skills: bigint; versions: bigint; publishers: bigint }[]>`
    SELECT
      (SELECT count(*) FROM skills WHERE deleted_at IS NULL AND latest_version IS NOT NULL) AS skills,
      (SELECT count(*) FROM skill_versions WHERE status = 'published') AS versions,
      (SELECT count(DISTINCT publisher_id) FROM skill_versions WHERE status = 'published') AS publishers`;
  return { skills: Number(row.skills), versions: Number(row.versions), publishers: Number(row.publishers) };
}
