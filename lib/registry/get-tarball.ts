// The bytes of a version's archive, with what the HTTP layer needs for immutable caching. The version
// is found in the skill's cached snapshot (dropped the moment the skill changes, on every instance);
// the bytes are content-addressed, so blobs are cached in memory by sha256 (bounded by total bytes).
import "server-only";
import semver from "semver";
import { AppError } from "@/lib/errors";
import { readRows } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { getSkillSnapshotOrThrow, isSkillVisible } from "@/lib/registry/get-skill-snapshot-or-throw";
import { lookupSkillSnapshot, type SkillSnapshot, type SnapshotVersion } from "@/lib/registry/load-skill-snapshot";
import { visibleStatuses } from "@/lib/registry/visibility";
import { recordDownload } from "@/lib/registry/record-download";

const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;

/** `newest`: the last key in `entries` (or one since evicted), whose hit needs no move (read-cache.ts). */
type BlobCache = { entries: Map<string, Uint8Array>; bytes: number; loading: Map<string, Promise<Uint8Array>>; newest?: string };
// Shared by the bundles of one process (see lib/cache/change-feed.ts): blobs never change.
const holder = globalThis as typeof globalThis & { __skillhubBlobs?: BlobCache };
const blobs = (holder.__skillhubBlobs ??= { entries: new Map(), bytes: 0, loading: new Map(), newest: undefined });

/** The bytes of a blob if they are in memory (most recently used from now on), else undefined. */
function cachedBlob(sha256: string): Uint8Array | undefined {
  const hit = blobs.entries.get(sha256);
  if (hit && sha256 !== blobs.newest) {
    blobs.entries.delete(sha256);
    blobs.entries.set(sha256, hit);
    blobs.newest = sha256;
  }
  return hit;
}

export async function readBlob(sha256: string): Promise<Uint8Array> {
  const hit = cachedBlob(sha256);
  if (hit) return hit;
  let loading = blobs.loading.get(sha256);
  if (!loading) {
    loading = readRows<{ data: Buffer }>({ name: "blob", text: "SELECT data FROM blobs WHERE sha256 = $1", values: [sha256] })
      .then(([blob]) => {
        if (!blob) throw new Error(`blob ${sha256} is missing`);
        const bytes = new Uint8Array(blob.data.buffer, blob.data.byteOffset, blob.data.byteLength);
        blobs.entries.set(sha256, bytes);
        blobs.newest = sha256;
        blobs.bytes += bytes.byteLength;
        for (const [key, value] of blobs.entries) {
          if (blobs.bytes <= CACHE_LIMIT_BYTES) break;
          blobs.entries.delete(key);
          blobs.bytes -= value.byteLength;
        }
        return bytes;
      })
      .finally(() => blobs.loading.delete(sha256));
    blobs.loading.set(sha256, loading);
  }
  return loading;
}

/** A requested version without its build metadata; plain `x.y.z` (nearly every request) skips the semver parse. */
function versionKey(version: string): string | undefined {
  if (/^(?:0|[1-9]\d{0,8})\.(?:0|[1-9]\d{0,8})\.(?:0|[1-9]\d{0,8})$/.test(version)) return version;
  return semver.valid(version)?.split("+")[0];
}

/** The version of a skill an actor may download: `version` exactly, or the latest when it is null. */
function pickVersion(actor: Actor, skill: SkillSnapshot, version: string | null): SnapshotVersion {
  if (version === null) {
    const latest = skill.deletedAt ? undefined : skill.versions.find((v) => v.version === skill.latestVersion && v.status === "published");
    if (!latest) throw new AppError("VERSION_NOT_FOUND", `"${skill.name}" has no published version.`);
    return latest;
  }
  const key = versionKey(version);
  const statuses: readonly string[] = visibleStatuses(actor, skill.ownerId);
  const found = key ? skill.versions.find((v) => (v.version === key || (v.version.startsWith(key) && v.version[key.length] === "+")) && statuses.includes(v.status)) : undefined;
  if (!found) throw new AppError("VERSION_NOT_FOUND", `"${skill.name}" has no version ${version}.`);
  return found;
}

/** Never mutated: the same object may be returned for every download of a version. */
export type Tarball = { readonly name: string; readonly version: string; readonly bytes: Uint8Array; readonly sha256: string; readonly integrity: string };

// One archive object per cached version (while its bytes are the cached ones), so that callers can
// memoise what they derive from it (the read path's reply and headers).
const archives = new WeakMap<SnapshotVersion, Tarball>();

function countedTarball(skill: SkillSnapshot, version: SnapshotVersion, bytes: Uint8Array): Tarball {
  recordDownload(skill.id, version.id);
  let archive = archives.get(version);
  if (archive?.bytes !== bytes) {
    archive = { name: skill.name, version: version.version, bytes, sha256: version.sha256, integrity: version.integrity };
    archives.set(version, archive);
  }
  return archive;
}

/** A version's archive (`version` null: the latest published one). Counts the download. */
export async function getTarball(actor: Actor, name: string, version: string | null): Promise<Tarball> {
  const skill = await getSkillSnapshotOrThrow(actor, name);
  const v = pickVersion(actor, skill, version);
  return countedTarball(skill, v, await readBlob(v.sha256));
}

/**
 * getTarball without waiting, when the skill's snapshot and the bytes are both in memory (nearly
 * every download): the same version, the same errors, counted the same way. Undefined when it would
 * have to load something (or name an unknown skill, whose error lists similar names): call getTarball.
 */
export function getCachedTarball(actor: Actor, name: string, version: string | null): Tarball | undefined {
  const skill = lookupSkillSnapshot(name)?.value;
  if (!skill || !isSkillVisible(actor, skill)) return undefined;
  const v = pickVersion(actor, skill, version);
  const bytes = cachedBlob(v.sha256);
  return bytes ? countedTarball(skill, v, bytes) : undefined;
}
