// A version as the zip the clawhub client installs (GET …/api/v1/download?slug=&version=): the very
// files of our stored archive, byte for byte. The version is chosen, checked and counted by getTarball,
// exactly as for our own client: held-for-review versions only for their owner, yanked ones only when
// named exactly, blocked ones never.
import "server-only";
import { zipSync, type Zippable } from "fflate";
import type { Actor } from "@/lib/auth/actor";
import { fileMode } from "@/lib/skill";
import { getTarball } from "@/lib/registry/get-tarball";
import { readVersionFiles } from "@/lib/registry/get-version-file";
import { getClawhubSkillOrThrow } from "@/lib/registry/clawhub/get-clawhub-skill-or-throw";

// Fixed entry times and attributes keep the zip of a version the same bytes every time (zip times
// start in 1980); the Unix mode keeps executables executable for unzip tools that honour it.
const ZIP_MTIME = new Date("1980-01-01T00:00:00Z");
const UNIX_OS = 3;

export async function getClawhubZip(actor: Actor, slug: string, ownerHandle: string | null, version: string | null) {
  const skill = await getClawhubSkillOrThrow(actor, slug, ownerHandle);
  const archive = await getTarball(actor, skill.name, version);
  const files = await readVersionFiles(archive.sha256);
  const entries: Zippable = {};
  for (const file of files) entries[file.path] = [file.bytes, { mtime: ZIP_MTIME, os: UNIX_OS, attrs: (0o100000 | fileMode(file)) << 16 }];
  return { name: archive.name, version: archive.version, bytes: zipSync(entries, { level: 6 }) };
}
