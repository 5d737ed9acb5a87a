// The rows behind both discovery indexes: every live skill's latest published version with its file
// list and archive digest. Cached in memory until any skill changes (read-caches.ts): the index is
// the same for everyone and large registries would otherwise rebuild it on every poll.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { readRows } from "@/lib/db";
import { discoveryCache } from "@/lib/registry/read-caches";

export type DiscoveryFile = { path: string; size: number; sha256: string; mode: number; isText?: boolean };
export type DiscoverySkill = { name: string; description: string; version: string; sha256: string; files: DiscoveryFile[] };

export async function listDiscoverySkills(): Promise<DiscoverySkill[]> {
  return discoveryCache().get("all", async () => ({
    value: await readRows<DiscoverySkill>(Prisma.sql`
      SELECT s.name, s.description, v.version, v.sha256, v.files
      FROM skills s JOIN skill_versions v ON v.skill_id = s.id AND v.version = s.latest_version
      WHERE s.deleted_at IS NULL AND v.status = 'published'
      ORDER BY s.name`),
    skills: "*",
  }));
}
