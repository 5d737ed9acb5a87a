// One file of a version, read from its stored archive with the same safe reader as uploads.
import "server-only";
import { AppError } from "@/lib/errors";
import { readArchive } from "@/lib/skill/archive";
import type { SkillFile } from "@/lib/skill/types";
import type { Actor } from "@/lib/auth/actor";
import { getVersionDetailOrThrow } from "@/lib/registry/get-version-detail-or-throw";
import { readBlob } from "@/lib/registry/get-tarball";

const UNPACKED_CACHE_ENTRIES = 256;
// Archives are immutable (keyed by sha256); shared by the bundles of one process.
const holder = globalThis as typeof globalThis & { __skillhubUnpacked?: Map<string, SkillFile[]> };
const unpacked = (holder.__skillhubUnpacked ??= new Map());

export async function readVersionFiles(sha256: string): Promise<SkillFile[]> {
  const hit = unpacked.get(sha256);
  if (hit) return hit;
  const files = readArchive(await readBlob(sha256));
  unpacked.set(sha256, files);
  if (unpacked.size > UNPACKED_CACHE_ENTRIES) unpacked.delete(unpacked.keys().next().value!);
  return files;
}

export async function getVersionFile(actor: Actor, name: string, version: string, path: string) {
  const { skill, version: v } = await getVersionDetailOrThrow(actor, name, version);
  const file = (await readVersionFiles(v.sha256)).find((f) => f.path === path);
  if (!file) throw new AppError("FILE_NOT_FOUND", `${skill.name}@${v.version} has no file "${path}".`);
  return { name: skill.name, version: v.version, sha256: v.sha256, file };
}
