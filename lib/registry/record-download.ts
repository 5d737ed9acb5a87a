// Download counting without a write per request: counts accumulate in memory and are flushed to
// download_daily (and the skill's total) in one statement every few seconds, and at shutdown.
import "server-only";
import { writeInTransaction } from "@/lib/db";
import { DOWNLOAD_FLUSH_INTERVAL_MS } from "@/lib/limits";

// Counts by day, then by version (a version belongs to one skill). Keyed by strings the caller keeps
// (the snapshot's ids, this module's day), never one built per download: a fresh key string is hashed
// on every lookup. A count is bumped in place.
type Counted = { skillId: string; count: number };
const pending = new Map<string, Map<string, Counted>>();
let timer: NodeJS.Timeout | null = null;

// The UTC day of the last download, recomputed when the clock passes midnight: a download is counted
// tens of thousands of times a second at peak, and a Date per count (patched by Next) shows in profiles.
let today = { day: "", until: 0 };

function dayOf(now: number): string {
  if (now >= today.until || now < today.until - 86_400_000) {
    const start = now - (now % 86_400_000);
    today = { day: new Date(start).toISOString().slice(0, 10), until: start + 86_400_000 };
  }
  return today.day;
}

function add(day: string, versionId: string, skillId: string, count: number): void {
  let versions = pending.get(day);
  if (!versions) pending.set(day, (versions = new Map()));
  const counted = versions.get(versionId);
  if (counted) counted.count += count;
  else versions.set(versionId, { skillId, count });
}

export function recordDownload(skillId: string, versionId: string, now: Date | number = Date.now()): void {
  add(dayOf(typeof now === "number" ? now : now.getTime()), versionId, skillId, 1);
  if (!timer) {
    timer = setTimeout(() => void flushDownloads().catch((error) => console.error("download flush failed", error)), DOWNLOAD_FLUSH_INTERVAL_MS);
    timer.unref();
  }
}

// scripts/next-server.mjs answers repeated anonymous downloads from its response cache and counts
// them through this hook.
(globalThis as { __skillhubRecordDownload?: (skillId: string, versionId: string) => void }).__skillhubRecordDownload = (skillId, versionId) =>
  recordDownload(skillId, versionId);

export async function flushDownloads(): Promise<number> {
  if (timer) clearTimeout(timer);
  timer = null;
  if (pending.size === 0) return 0;
  const batch = [...pending].flatMap(([day, versions]) => [...versions].map(([versionId, { skillId, count }]) => ({ day, versionId, skillId, count })));
  pending.clear();
  const skillIds = batch.map((b) => b.skillId);
  const versionIds = batch.map((b) => b.versionId);
  const days = batch.map((b) => b.day);
  const counts = batch.map((b) => b.count);
  try {
    // Straight on the pool: thousands of keys per flush under load, where Prisma's raw-query path
    // costs several times the CPU (lib/db.ts).
    await writeInTransaction([
      {
        text: `INSERT INTO download_daily (skill_id, version_id, day, count)
               SELECT s, v, d::date, c FROM unnest($1::text[], $2::text[], $3::text[], $4::int[]) AS t(s, v, d, c)
               ON CONFLICT (skill_id, version_id, day) DO UPDATE SET count = download_daily.count + EXCLUDED.count`,
        values: [skillIds, versionIds, days, counts],
      },
      {
        text: `UPDATE skills SET download_count = download_count + t.c
               FROM (SELECT s, sum(c)::bigint AS c FROM unnest($1::text[], $2::int[]) AS u(s, c) GROUP BY s) AS t
               WHERE skills.id = t.s`,
        values: [skillIds, counts],
      },
    ]);
  } catch (error) {
    for (const b of batch) add(b.day, b.versionId, b.skillId, b.count); // retried on the next flush
    throw error;
  }
  return counts.reduce((a, b) => a + b, 0);
}
