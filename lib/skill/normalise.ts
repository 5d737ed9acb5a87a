// The one normaliser every reader ends in (tar.gz, zip, browser folder picker): path safety,
// limits, root-folder stripping, collision checks, the SKILL.md rule, NFC, sorting.
// Pure and I/O-free; runs in the browser.

import { AppError, type ErrorCode } from "@/lib/errors";
import { comparePaths, utf8Length } from "./bytes";
import type { SkillLimits } from "./limits";
import type { SkillFile } from "./types";

/** What a reader hands over: a decoded path plus, for files, the content. */
export type RawEntry = {
  path: string;
  kind: "file" | "dir";
  bytes: Uint8Array;
  isExecutable: boolean;
};

export type NormaliseOptions = {
  limits: SkillLimits;
  /** Require SKILL.md at the root (after stripping a common folder). Default true. */
  requireSkillMd?: boolean;
};

const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const WINDOWS_INVALID_CHARS = /[<>:"|?*]/;
const DRIVE_LETTER = /^[A-Za-z]:/;
const WINDOWS_DEVICE_NAMES = new Set([
  "CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$",
  ...["COM", "LPT"].flatMap((p) => [..."0123456789¹²³"].map((d) => p + d)),
]);

export const SKILL_MD = "SKILL.md";

function reject(code: ErrorCode, message: string, path: string, extra?: Record<string, unknown>): never {
  throw new AppError(code, message, { path, ...extra });
}

/**
 * Checks one archive path and returns its segments. A leading `./` (from `tar -C dir .`) and a
 * trailing `/` on directories are accepted; everything else must already be canonical.
 */
export function splitSafePath(path: string, kind: "file" | "dir", limits: SkillLimits): string[] {
  if (path.length === 0) reject("ARCHIVE_PATH_EMPTY_SEGMENT", "Entry has an empty path", path);
  if (CONTROL_CHARS.test(path)) {
    reject("ARCHIVE_PATH_CONTROL_CHAR", "Path contains a control or bidirectional-override character", path);
  }
  if (path.includes("\\")) reject("ARCHIVE_PATH_BACKSLASH", "Path contains a backslash", path);
  if (path.startsWith("/")) reject("ARCHIVE_PATH_ABSOLUTE", "Path is absolute", path);
  if (DRIVE_LETTER.test(path)) reject("ARCHIVE_PATH_DRIVE_LETTER", "Path starts with a drive letter", path);
  if (utf8Length(path) > limits.maxPathBytes) {
    reject("ARCHIVE_PATH_TOO_LONG", `Path is longer than ${limits.maxPathBytes} bytes`, path);
  }

  let rest = path;
  if (kind === "dir" && rest.endsWith("/")) rest = rest.slice(0, -1);
  if (rest.startsWith("./")) rest = rest.slice(2);
  else if (rest === ".") rest = "";
  if (rest === "") {
    if (kind === "dir") return [];
    reject("ARCHIVE_PATH_EMPTY_SEGMENT", "Entry has an empty path", path);
  }

  const segments = rest.split("/");
  if (segments.length > limits.maxPathDepth + 1) {
    reject("ARCHIVE_PATH_TOO_DEEP", `Path is deeper than ${limits.maxPathDepth} levels`, path);
  }
  for (const segment of segments) {
    if (segment === "") reject("ARCHIVE_PATH_EMPTY_SEGMENT", "Path has an empty segment", path);
    if (segment === "." || segment === "..") reject("ARCHIVE_PATH_TRAVERSAL", "Path has a '.' or '..' segment", path);
    if (WINDOWS_INVALID_CHARS.test(segment) || /[. ]$/.test(segment)) {
      reject("ARCHIVE_PATH_INVALID_CHAR", "Path has a character or ending that Windows cannot store", path);
    }
    const stem = segment.split(".")[0].toUpperCase();
    if (WINDOWS_DEVICE_NAMES.has(stem)) {
      reject("ARCHIVE_PATH_RESERVED_DEVICE", `Path uses the Windows device name ${stem}`, path);
    }
  }
  return segments;
}

/** Case folding close enough to Unicode full folding for collisions (ß and SS fold together). */
function foldCase(path: string): string {
  return path.toUpperCase().toLowerCase();
}

type Checked = { raw: string; segments: string[]; kind: "file" | "dir"; bytes: Uint8Array; isExecutable: boolean };

function stripCommonRoot(entries: Checked[]): { entries: Checked[]; folder: string | null } {
  const withSegments = entries.filter((e) => e.segments.length > 0);
  if (withSegments.length === 0) return { entries, folder: null };
  const root = withSegments[0].segments[0];
  const sharesRoot = withSegments.every(
    (e) => e.segments[0] === root && (e.kind === "dir" || e.segments.length > 1),
  );
  if (!sharesRoot) return { entries, folder: null };
  return { entries: entries.map((e) => ({ ...e, segments: e.segments.slice(1) })), folder: root.normalize("NFC") };
}

/** The normalised files, and the one top folder they came in (stripped from the paths), if any. */
export type NormalisedUpload = { files: SkillFile[]; folder: string | null };

/**
 * Turns reader output into the sorted, NFC, root-relative file list, or throws an AppError with
 * a stable code and `details.path`. Directory entries only take part in the conflict checks.
 */
export function normaliseEntries(entries: RawEntry[], options: NormaliseOptions): SkillFile[] {
  return normaliseUpload(entries, options).files;
}

/** `normaliseEntries`, also telling the name of the top folder it stripped. */
export function normaliseUpload(entries: RawEntry[], options: NormaliseOptions): NormalisedUpload {
  const { limits } = options;
  if (entries.length === 0) throw new AppError("ARCHIVE_EMPTY", "The upload contains no files");
  if (entries.length > limits.maxEntries) {
    throw new AppError("ARCHIVE_TOO_MANY_ENTRIES", `More than ${limits.maxEntries} entries`, { limit: limits.maxEntries });
  }

  const stripped = stripCommonRoot(
    entries.map((e) => ({
      raw: e.path,
      segments: splitSafePath(e.path, e.kind, limits),
      kind: e.kind,
      bytes: e.bytes,
      isExecutable: e.isExecutable,
    })),
  );
  const checked = stripped.entries;

  const files = new Map<string, Checked>();
  const rawFilePaths = new Map<string, string>();
  const dirs = new Map<string, string>();
  let expanded = 0;

  for (const entry of checked) {
    if (entry.segments.length > limits.maxPathDepth) {
      reject("ARCHIVE_PATH_TOO_DEEP", `Path is deeper than ${limits.maxPathDepth} levels`, entry.raw);
    }
    const nfcSegments = entry.segments.map((s) => s.normalize("NFC"));
    for (let depth = 1; depth < nfcSegments.length + (entry.kind === "dir" ? 1 : 0); depth++) {
      const dir = nfcSegments.slice(0, depth).join("/");
      if (!dirs.has(dir)) dirs.set(dir, entry.raw);
    }
    if (entry.kind === "dir") continue;

    const path = nfcSegments.join("/");
    const rawPath = entry.segments.join("/");
    const previous = files.get(path);
    if (previous) {
      const sameBytes = rawFilePaths.get(path) === rawPath;
      reject(
        sameBytes ? "ARCHIVE_DUPLICATE_PATH" : "ARCHIVE_UNICODE_COLLISION",
        sameBytes ? "Path appears twice" : "Two paths are the same after Unicode normalisation (NFC)",
        entry.raw,
        { other: previous.raw },
      );
    }
    if (entry.bytes.length > limits.maxFileBytes) {
      reject("ARCHIVE_FILE_TOO_LARGE", `File is larger than ${limits.maxFileBytes} bytes`, entry.raw, {
        limit: limits.maxFileBytes,
      });
    }
    expanded += entry.bytes.length;
    if (expanded > limits.maxExpandedBytes) {
      reject("ARCHIVE_EXPANDED_TOO_LARGE", `Files add up to more than ${limits.maxExpandedBytes} bytes`, entry.raw, {
        limit: limits.maxExpandedBytes,
      });
    }
    files.set(path, entry);
    rawFilePaths.set(path, rawPath);
  }

  for (const [path, entry] of files) {
    if (dirs.has(path)) {
      reject("ARCHIVE_FILE_DIR_CONFLICT", "Path is both a file and a directory", entry.raw, { other: dirs.get(path) });
    }
  }

  const folded = new Map<string, string>();
  for (const path of [...dirs.keys(), ...files.keys()]) {
    const key = foldCase(path);
    const other = folded.get(key);
    if (other !== undefined && other !== path) {
      reject("ARCHIVE_CASE_COLLISION", "Two paths differ only in letter case", path, { other });
    }
    folded.set(key, path);
  }

  if (options.requireSkillMd !== false) assertSkillMdAtRoot([...files.keys()]);

  const list = [...files.entries()]
    .map(([path, e]) => ({ path, bytes: e.bytes, isExecutable: e.isExecutable }))
    .sort((a, b) => comparePaths(a.path, b.path));
  return { files: list, folder: stripped.folder };
}

function assertSkillMdAtRoot(paths: string[]): void {
  if (paths.includes(SKILL_MD)) return;
  const wrongCase = paths.find((p) => !p.includes("/") && p.toLowerCase() === "skill.md");
  if (wrongCase) {
    throw new AppError("SKILL_MD_WRONG_CASE", `Found ${wrongCase}; the file must be named exactly SKILL.md`, {
      path: wrongCase,
    });
  }
  const nested = paths.filter((p) => p.split("/").length === 2 && p.endsWith(`/${SKILL_MD}`));
  if (nested.length > 1) {
    throw new AppError("ARCHIVE_MULTIPLE_ROOTS", "The upload holds several skills; publish one at a time", {
      path: nested[0],
      roots: nested.map((p) => p.split("/")[0]),
    });
  }
  throw new AppError("SKILL_MD_MISSING", "No SKILL.md at the root of the skill", {
    ...(nested.length === 1 ? { path: nested[0] } : {}),
  });
}
