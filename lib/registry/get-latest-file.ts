// One text file of a skill's latest published version (for text-only clients such as stock Hermes).
import "server-only";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { isUtf8Text } from "@/lib/skill/text";
import { getSkillSnapshotOrThrow } from "@/lib/registry/get-skill-snapshot-or-throw";
import { readVersionFiles } from "@/lib/registry/get-version-file";

export async function getLatestFile(actor: Actor, name: string, path: string) {
  const skill = await getSkillSnapshotOrThrow(actor, name);
  const latest = skill.deletedAt ? undefined : skill.versions.find((v) => v.version === skill.latestVersion && v.status === "published");
  if (!latest) throw new AppError("VERSION_NOT_FOUND", `"${skill.name}" has no published version.`);
  const file = (await readVersionFiles(latest.sha256)).find((f) => f.path === path);
  if (!file) throw new AppError("FILE_NOT_FOUND", `"${skill.name}" has no file "${path}".`);
  if (!isUtf8Text(file.bytes)) throw new AppError("FILE_NOT_FOUND", `"${path}" is not a text file; download the archive instead.`);
  return { file, sha256: latest.sha256 };
}
