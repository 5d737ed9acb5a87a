// Hard limits for reading a skill upload. The registry, the CLI, the browser publish page and the
// docs all read these, so a limit is changed here and nowhere else. Measured against the 200-skill
// benign corpus (test/corpus/benign, upstream sizes including the files the corpus omitted):
// largest skill 5.55 MB / 83 files (anthropics canvas-design, mostly fonts), largest single file
// 1.08 MB (hermes unsloth references/llms-full.md), longest path 48 bytes, deepest path 3 segments.

const MiB = 1024 * 1024;

/** Bytes of the uploaded archive itself (tar.gz or zip), checked before anything is decoded. */
export const MAX_COMPRESSED_BYTES = 5 * MiB;
/** Sum of the sizes of every file in the skill, counted while decompressing. */
export const MAX_EXPANDED_BYTES = 20 * MiB;
/** Size of any one file. */
export const MAX_FILE_BYTES = 5 * MiB;
/** Files plus directories in the archive (tar extension headers are counted separately). */
export const MAX_ENTRIES = 500;
/** UTF-8 bytes of one entry path, as stored in the archive. */
export const MAX_PATH_BYTES = 255;
/** Path segments below the skill root (`references/a.md` has depth 2). */
export const MAX_PATH_DEPTH = 8;
/**
 * Expanded bytes per compressed byte above which an upload is treated as a bomb. Markdown
 * compresses 3-6x, repetitive text rarely beyond 50x; deflate's ceiling is about 1032x.
 */
export const MAX_COMPRESSION_RATIO = 100;
/** The ratio guard only applies past this many expanded bytes, so tiny repetitive files pass. */
export const COMPRESSION_RATIO_FLOOR_BYTES = 1 * MiB;

export const SKILL_LIMITS = {
  maxCompressedBytes: MAX_COMPRESSED_BYTES,
  maxExpandedBytes: MAX_EXPANDED_BYTES,
  maxFileBytes: MAX_FILE_BYTES,
  maxEntries: MAX_ENTRIES,
  maxPathBytes: MAX_PATH_BYTES,
  maxPathDepth: MAX_PATH_DEPTH,
  maxCompressionRatio: MAX_COMPRESSION_RATIO,
  compressionRatioFloorBytes: COMPRESSION_RATIO_FLOOR_BYTES,
} as const;

export type SkillLimits = { -readonly [K in keyof typeof SKILL_LIMITS]: number };

/** Limits with some overridden (tests and the CLI use this; the registry uses the defaults). */
export function resolveLimits(overrides?: Partial<SkillLimits>): SkillLimits {
  return { ...SKILL_LIMITS, ...overrides };
}
