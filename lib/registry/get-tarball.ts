// The bytes of a version's archive, with what the HTTP layer needs for immutable caching.
// Versions are immutable, so blobs are cached in memory by sha256 (bounded by total bytes).
import "server-only";
import { prisma } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { getVersionOrThrow } from "@/lib/registry/get-version-or-throw";
import { recordDownload } from "@/lib/registry/record-download";

const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;
const cache = new Map<string, Uint8Array>();
let cachedBytes = 0;

export async function readBlob(sha256: string): Promise<Uint8Array> {
  const hit = cache.get(sha256);
  if (hit) {
    cache.delete(sha256);
    cache.set(sha256, hit);
    return hit;
  }
  const blob = await prisma.blob.findUniqueOrThrow({ where: { sha256 }, select: { data: true } });
  const bytes = new Uint8Array(blob.data);
  cache.set(sha256, bytes);
  cachedBytes += bytes.byteLength;
  for (const [key, value] of cache) {
    if (cachedBytes <= CACHE_LIMIT_BYTES) break;
    cache.delete(key);
    cachedBytes -= value.byteLength;
  }
  return bytes;
}

export async function getTarball(actor: Actor, name: string, version: string) {
  const { skill, version: v } = await getVersionOrThrow(actor, name, version);
  const bytes = await readBlob(v.sha256);
  recordDownload(skill.id, v.id);
  return { name: skill.name, version: v.version, bytes, sha256: v.sha256, integrity: v.integrity };
}
