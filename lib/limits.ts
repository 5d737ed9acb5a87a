// Every limit Skillhub enforces, in one place: archive limits come from lib/skill, the rest are
// HTTP and abuse limits. Tests and the README read these names.
import { SKILL_LIMITS } from "@/lib/skill/limits";

export { SKILL_LIMITS };

/** Request bodies: the compressed archive limit plus room for multipart framing and fields. */
export const MAX_UPLOAD_BODY_BYTES = SKILL_LIMITS.maxCompressedBytes + 256 * 1024;
/** A folder upload (multipart of files) may carry up to the expanded limit. */
export const MAX_FOLDER_BODY_BYTES = SKILL_LIMITS.maxExpandedBytes + 512 * 1024;
export const MAX_JSON_BODY_BYTES = 64 * 1024;

export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE_SIZE = 100;
export const SEARCH_MAX_QUERY_LENGTH = 200;
/** Deepest cursor offset a search may ask for. */
export const SEARCH_MAX_OFFSET = 10_000;
/** Text matches a query ranks: the most downloaded ones (lib/registry/search-skills.ts). */
export const SEARCH_CANDIDATES = 200;
/** Name-prefix matches a query ranks, on top of the exact name. */
export const SEARCH_NAME_CANDIDATES = 50;
/** Similar names (trigrams) a query ranks when the other branches find too little. */
export const SEARCH_TYPO_CANDIDATES = 100;

/** A soft-deleted skill's name stays with its owner this long. */
export const NAME_HOLD_DAYS = 30;
/** Downloads are counted in memory and written to download_daily this often. */
export const DOWNLOAD_FLUSH_INTERVAL_MS = 5_000;

export type RateLimitPolicy = { capacity: number; refillPerSecond: number };

/** Token buckets: `capacity` requests at once, refilled at `refillPerSecond`. Keyed per actor or IP. */
export const RATE_LIMITS = {
  "skill.create": { capacity: 10, refillPerSecond: 10 / 3600 },
  "version.publish": { capacity: 60, refillPerSecond: 60 / 3600 },
  "version.yank": { capacity: 30, refillPerSecond: 30 / 3600 },
  "token.create": { capacity: 20, refillPerSecond: 20 / 3600 },
  "token.use": { capacity: 600, refillPerSecond: 10 },
  search: { capacity: 120, refillPerSecond: 4 },
  download: { capacity: 600, refillPerSecond: 20 },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitAction = keyof typeof RATE_LIMITS;
