// Hashes of archives and files. Node-only (node:crypto); import from "@/lib/skill/hash".

import { createHash } from "node:crypto";
import { comparePaths, encodeUtf8 } from "./bytes";
import { fileMode } from "./pack";
import type { SkillFile } from "./types";

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Subresource-Integrity form, as npm and the install API use: `sha512-<base64>`. */
export function sha512Integrity(bytes: Uint8Array): string {
  return `sha512-${createHash("sha512").update(bytes).digest("base64")}`;
}

export type FileManifestEntry = { path: string; size: number; sha256: string; mode: number };

/** One row per file, sorted by path; `mode` is 0o644 or 0o755, as packed. */
export function fileManifest(files: SkillFile[]): FileManifestEntry[] {
  return [...files]
    .sort((a, b) => comparePaths(a.path, b.path))
    .map((f) => ({ path: f.path, size: f.bytes.length, sha256: sha256Hex(f.bytes), mode: fileMode(f) }));
}

/**
 * The content hash stock Hermes records in `.hub/lock.json`: "sha256:" + the first 16 hex of
 * sha256 over, per file in path order, `relpath (UTF-8) + NUL + bytes`. Matches
 * `tools/skills_guard.py::_content_digest` in NousResearch/hermes-agent, which sorts POSIX
 * relative path strings (code-point order, as here) and hashes every regular file.
 */
export function hermesContentHash(files: SkillFile[]): string {
  const hash = createHash("sha256");
  for (const file of [...files].sort((a, b) => comparePaths(a.path, b.path))) {
    hash.update(encodeUtf8(file.path));
    hash.update(new Uint8Array([0]));
    hash.update(file.bytes);
  }
  return `sha256:${hash.digest("hex").slice(0, 16)}`;
}
