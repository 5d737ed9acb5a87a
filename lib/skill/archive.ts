// Reading an upload into the normalised file list: a .tar.gz, a .zip, or the files of a browser
// folder picker. All three end in the same normaliser. Pure; runs in the browser.

import { AppError } from "@/lib/errors";
import { readU16, readU32 } from "./bytes";
import { gunzipBounded } from "./gzip";
import { resolveLimits, type SkillLimits } from "./limits";
import { normaliseUpload, type NormalisedUpload } from "./normalise";
import { readTar, TAR_BLOCK } from "./tar";
import type { SkillFile } from "./types";
import { readZip } from "./zip";

export type ReadArchiveOptions = {
  /** Override limits (tests, CLI flags); the registry uses the defaults. */
  limits?: Partial<SkillLimits>;
  /** Require SKILL.md at the root. Default true. */
  requireSkillMd?: boolean;
};

export type ArchiveFormat = "tar.gz" | "zip";

/** Detects the container by its magic bytes; null for anything else. */
export function detectArchiveFormat(bytes: Uint8Array): ArchiveFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0x1f && bytes[1] === 0x8b && bytes[2] === 0x08) return "tar.gz";
  if (bytes.length >= 4 && readU32(bytes, 0) === 0x04034b50) return "zip";
  return null;
}

/** True when some zip end-of-central-directory record ends exactly at the end of `bytes`. */
function endsLikeZip(bytes: Uint8Array): boolean {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= lowest; offset--) {
    if (readU32(bytes, offset) === 0x06054b50 && offset + 22 + readU16(bytes, offset + 20) === bytes.length) return true;
  }
  return false;
}

function hasUstarMagic(bytes: Uint8Array): boolean {
  if (bytes.length < 262) return false;
  return String.fromCharCode(...bytes.subarray(257, 262)) === "ustar";
}

/**
 * Reads a .tar.gz or .zip upload into the sorted, NFC, root-relative file list. Throws AppError
 * with a stable ARCHIVE_* / SKILL_MD_* code (and `details.path` where an entry is to blame).
 * One common top folder is stripped; files at the root are fine too.
 */
export function readArchive(bytes: Uint8Array, options: ReadArchiveOptions = {}): SkillFile[] {
  return readArchiveUpload(bytes, options).files;
}

/** `readArchive`, also telling the archive's one top folder (the skill's folder), if it has one. */
export function readArchiveUpload(bytes: Uint8Array, options: ReadArchiveOptions = {}): NormalisedUpload {
  const limits = resolveLimits(options.limits);
  if (bytes.length > limits.maxCompressedBytes) {
    throw new AppError("ARCHIVE_TOO_LARGE", `Upload is larger than ${limits.maxCompressedBytes} bytes`, {
      limit: limits.maxCompressedBytes,
    });
  }
  if (bytes.length >= 4 && readU32(bytes, 0) === 0x06054b50) {
    throw new AppError("ARCHIVE_EMPTY", "The zip archive has no entries");
  }
  const format = detectArchiveFormat(bytes);
  if (format === null) {
    throw new AppError("ARCHIVE_FORMAT_UNKNOWN", "Upload is neither a gzip-compressed tar nor a zip archive");
  }
  const entries = format === "zip" ? readZipChecked(bytes, limits) : readTarGz(bytes, limits);
  return normaliseUpload(entries, { limits, requireSkillMd: options.requireSkillMd });
}

function readZipChecked(bytes: Uint8Array, limits: SkillLimits) {
  if (hasUstarMagic(bytes)) throw new AppError("ARCHIVE_POLYGLOT", "Zip file also carries a tar header");
  return readZip(bytes, limits);
}

function readTarGz(bytes: Uint8Array, limits: SkillLimits) {
  if (endsLikeZip(bytes)) throw new AppError("ARCHIVE_POLYGLOT", "Gzip file also parses as a zip archive");
  // Headers, padding, one extension header per entry and a full 20-block record at the end.
  const tarOverhead = (limits.maxEntries * 3 + 20) * TAR_BLOCK;
  const tar = gunzipBounded(bytes, {
    maxOutputBytes: limits.maxExpandedBytes + tarOverhead,
    maxRatio: limits.maxCompressionRatio,
    ratioFloorBytes: limits.compressionRatioFloorBytes,
  });
  return readTar(tar, limits);
}

/** A file from a browser folder picker (`webkitRelativePath` as the path) or any file list. */
export type PickedFile = { path: string; bytes: Uint8Array; isExecutable?: boolean };

/** Normalises a folder-picker file list exactly like an archive (same limits and codes). */
export function readFileList(files: PickedFile[], options: ReadArchiveOptions = {}): SkillFile[] {
  return readFileListUpload(files, options).files;
}

/** `readFileList`, also telling the picked folder's name when every path starts with it. */
export function readFileListUpload(files: PickedFile[], options: ReadArchiveOptions = {}): NormalisedUpload {
  const limits = resolveLimits(options.limits);
  return normaliseUpload(
    files.map((f) => ({ path: f.path, kind: "file" as const, bytes: f.bytes, isExecutable: f.isExecutable ?? false })),
    { limits, requireSkillMd: options.requireSkillMd },
  );
}
