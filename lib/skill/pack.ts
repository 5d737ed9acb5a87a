// Deterministic packing of a skill into a ustar tar.gz. The same files always give the same
// bytes on any machine: paths sorted by code point, no directory entries, mtime 0, uid/gid 0,
// empty uname/gname, mode 0644 or 0755 (executable only where the input said so), and gzip by
// fflate (pure JS, so no dependence on the host's zlib) with a fixed header: no file name,
// mtime 0, OS byte 3. Pure; runs in the browser too.

import { gzipSync } from "fflate";
import { AppError } from "@/lib/errors";
import { comparePaths } from "./bytes";
import { encodePaxPath, encodeUstarHeader, TAR_BLOCK } from "./tar";
import type { SkillFile } from "./types";

/** Compression settings are part of the output format: changing them changes every sha256. */
const GZIP_OPTIONS = { level: 9, mem: 8, mtime: 0 } as const;

export function fileMode(file: SkillFile): number {
  return file.isExecutable ? 0o755 : 0o644;
}

/** The uncompressed, deterministic tar stream for `files`. */
export function packTar(files: SkillFile[]): Uint8Array {
  const sorted = [...files].sort((a, b) => comparePaths(a.path, b.path));
  const parts: Uint8Array[] = [];
  let total = 0;
  for (let i = 0; i < sorted.length; i++) {
    const file = sorted[i];
    if (i > 0 && sorted[i - 1].path === file.path) {
      throw new AppError("ARCHIVE_DUPLICATE_PATH", "Path appears twice", { path: file.path });
    }
    if (file.path !== file.path.normalize("NFC")) {
      throw new AppError("ARCHIVE_UNICODE_COLLISION", "Paths must be NFC-normalised before packing", { path: file.path });
    }
    const header = { path: file.path, size: file.bytes.length, mode: fileMode(file), type: "0" as const };
    let ustar = encodeUstarHeader(header);
    if (!ustar) {
      const pax = encodePaxPath(file.path);
      parts.push(pax);
      total += pax.length;
      ustar = encodeUstarHeader({ ...header, path: "LongName" })!;
    }
    const padded = Math.ceil(file.bytes.length / TAR_BLOCK) * TAR_BLOCK;
    const entry = new Uint8Array(TAR_BLOCK + padded);
    entry.set(ustar, 0);
    entry.set(file.bytes, TAR_BLOCK);
    parts.push(entry);
    total += entry.length;
  }
  const out = new Uint8Array(total + 2 * TAR_BLOCK);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Packs a skill into a deterministic tar.gz (synchronous). `readArchive(packSkill(files))`
 * returns `files` again when they came from a reader (sorted, NFC, SKILL.md at the root).
 */
export function packSkill(files: SkillFile[]): Uint8Array {
  return gzipSync(packTar(files), GZIP_OPTIONS);
}
