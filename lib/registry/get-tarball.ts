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

type Resolved = { skillId: string; versionId: string; name: string; version: string; sha256: string; integrity: string; at: number };
// What an anonymous download resolves to, kept briefly: installs hit the same few versions hard,
// and a yank, review or delete shows up within this many milliseconds.
const RESOLVED_TTL_MS = 10_000;
const resolved = new Map<string, Resolved>();

async function resolveForDownload(actor: Actor, name: string, version: string): Promise<Resolved> {
  const key = `${name}@${version}`;
  const hit = actor.kind === "anonymous" ? resolved.get(key) : undefined;
  if (hit && Date.now() - hit.at < RESOLVED_TTL_MS) return hit;
  const { skill, version: v } = await getVersionOrThrow(actor, name, version);
  const entry = { skillId: skill.id, versionId: v.id, name: skill.name, version: v.version, sha256: v.sha256, integrity: v.integrity, at: Date.now() };
  if (actor.kind === "anonymous") {
    if (resolved.size > 10_000) resolved.clear();
    resolved.set(key, entry);
  }
  return entry;
}

export async function getTarball(actor: Actor, name: string, version: string) {
  const v = await resolveForDownload(actor, name, version);
  const bytes = await readBlob(v.sha256);
  recordDownload(v.skillId, v.versionId);
  return {
    name: v.name,
    version: v.version,
    bytes,
    sha256: v.sha256,
    integrity: v.integrity,
    /** For the HTTP layer: anonymous answers may be replayed from memory for this long (see next-server.mjs). */
    cacheTtlMs: actor.kind === "anonymous" ? RESOLVED_TTL_MS : 0,
    download: `${v.skillId} ${v.versionId}`,
  };
}
