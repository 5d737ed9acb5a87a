// Downloads per day over the last N days (30 or 90), zero-filled, for the skill page's chart.
import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { getSkillOrThrow } from "@/lib/registry/get-skill-or-throw";

export const DOWNLOAD_WINDOWS = [30, 90] as const;
export const downloadWindowSchema = z.coerce.number().pipe(z.union([z.literal(30), z.literal(90)])).catch(30);

export async function getDownloadSeries(actor: Actor, name: string, days: unknown) {
  const window = downloadWindowSchema.parse(days);
  const skill = await getSkillOrThrow(actor, name);
  const rows = await prisma.$queryRaw<{ day: string; n: bigint }[]>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(count)::bigint AS n FROM download_daily
    WHERE skill_id = ${skill.id} AND day > (current_date - ${window}::int)
    GROUP BY day`;
  const byDay = new Map(rows.map((r) => [r.day, Number(r.n)]));
  const today = new Date();
  const points = Array.from({ length: window }, (_, i) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (window - 1 - i)));
    const day = d.toISOString().slice(0, 10);
    return { day, count: byDay.get(day) ?? 0 };
  });
  return { name: skill.name, days: window, total: points.reduce((a, p) => a + p.count, 0), points };
}
