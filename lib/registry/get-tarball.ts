// The bytes of a version's archive, with what the HTTP layer needs for immutable caching. The version
// is found in the skill's cached snapshot (dropped the moment the skill changes, on every instance);
// the bytes are content-addressed, so blobs are cached in memory by sha256 (bounded by total bytes).
import "server-only";
import semver from "semver";
import { AppError } from "@/lib/errors";
import { readRows } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { getSkillSnapshotOrThrow } from "@/lib/registry/get-skill-snapshot-or-throw";
import { visibleStatuses } from "@/lib/registry/visibility";
import { recordDownload } from "@/lib/registry/record-download";

const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;

type BlobCache = { entries: Map<string, Uint8Array>; bytes: number; loading: Map<string, Promise<Uint8Array>> };
// Shared by the bundles of one process (see lib/cache/change-feed.ts): blobs never change.
const holder = globalThis as typeof globalThis & { __skillhubBlobs?: BlobCache };
const blobs = (holder.__skillhubBlobs ??= { entries: new Map(), bytes: 0, loading: new Map() });

export async function readBlob(sha256: string): Promise<Uint8Array> {
  const hit = blobs.entries.get(sha256);
  if (hit) {
    blobs.entries.delete(sha256);
    blobs.entries.set(sha256, hit);
    return hit;
  }
  let loading = blobs.loading.get(sha256);
  if (!loading) {
    loading = readRows<{ data: Buffer }>({ name: "blob", text: "SELECT data FROM blobs WHERE sha256 = $1", values: [sha256] })
      .then(([blob]) => {
        if (!blob) throw new Error(`blob ${sha256} is missing`);
        const bytes = new Uint8Array(blob.data.buffer, blob.data.byteOffset, blob.data.byteLength);
        blobs.entries.set(sha256, bytes);
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

/** The version of `name` an actor may download: `version` exactly, or the latest when it is null. */
async function findVersion(actor: Actor, name: string, version: string | null) {
  const skill = await getSkillSnapshotOrThrow(actor, name);
  if (version === null) {
    const latest = skill.deletedAt ? undefined : skill.versions.find((v) => v.version === skill.latestVersion && v.status === "published");
    if (!latest) throw new AppError("VERSION_NOT_FOUND", `"${skill.name}" has no published version.`);
    return { skill, version: latest };
  }
  const key = versionKey(version);
  const statuses: readonly string[] = visibleStatuses(actor, skill.ownerId);
  const found = key ? skill.versions.find((v) => (v.version === key || (v.version.startsWith(key) && v.version[key.length] === "+")) && statuses.includes(v.status)) : undefined;
  if (!found) throw new AppError("VERSION_NOT_FOUND", `"${skill.name}" has no version ${version}.`);
  return { skill, version: found };
}

/** A version's archive (`version` null: the latest published one). Counts the download. */
export async function getTarball(actor: Actor, name: string, version: string | null) {
  const { skill, version: v } = await findVersion(actor, name, version);
  const bytes = await readBlob(v.sha256);
  recordDownload(skill.id, v.id);
  return { name: skill.name, version: v.version, bytes, sha256: v.sha256, integrity: v.integrity };
}
