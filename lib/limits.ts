// Every limit Skillhub enforces, in one place: archive limits come from lib/skill, the rest are
// HTTP and abuse limits. Tests and the README read these names.
import { SKILL_LIMITS } from "@/lib/skill/limits";

export { SKILL_LIMITS };

/** Request bodies: the compressed archive limit plus room for multipart framing and fields. */
export const MAX_UPLOAD_BODY_BYTES = SKILL_LIMITS.maxCompressedBytes + 256 * 1024;
/** A folder upload (multipart of files) may carry up to the expanded limit. */
export const MAX_FOLDER_BODY_BYTES = SKILL_LIMITS.maxExpandedBytes + 512 * 1024;
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** The clawhub client's publish call: a list of uploaded files by id (one entry per file). */
export const CLAWHUB_PUBLISH_BODY_BYTES = 1024 * 1024;
/** Files the clawhub client uploaded before its publish call are kept this long (docs/clients.md). */
export const CLAWHUB_UPLOAD_TTL_MINUTES = 60;
/** What one user may have uploaded and not yet published through the clawhub API at once. */
export const CLAWHUB_STAGED_BYTES_PER_USER = SKILL_LIMITS.maxExpandedBytes * 2;

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
/** A first-run setup link (printed at start, or by `npm run admin -- setup`) works this long. */
export const SETUP_TOKEN_TTL_HOURS = 24;
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
  /** Every password sign-in attempt, right or wrong, per client IP: bounds the scrypt work one address can ask for. */
  "auth.signin": { capacity: 30, refillPerSecond: 30 / 600 },
  /** Self-service sign-ups per client IP. */
  "auth.signup": { capacity: 5, refillPerSecond: 5 / 3600 },
  /** Reports per reporting user, and per client IP (several accounts behind one address). */
  "report.create": { capacity: 10, refillPerSecond: 10 / 3600 },
  "report.create.ip": { capacity: 30, refillPerSecond: 30 / 3600 },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitAction = keyof typeof RATE_LIMITS;

export type FailureBackoffPolicy = {
  /** Consecutive failures allowed before the first lockout. */
  freeFailures: number;
  /** The lockout after the `freeFailures`-th failure; each further failure doubles it. */
  baseLockSeconds: number;
  maxLockSeconds: number;
  /** A streak is forgotten this long after its last failure. */
  forgetAfterSeconds: number;
};

/**
 * Exponential backoff after consecutive failed password sign-ins (lib/auth/sign-in-throttle.ts), per
 * handle — known or not, so a lockout says nothing about whether an account exists — and per client
 * IP. A successful sign-in clears the handle's streak; an IP's streak only ages out, so signing in to
 * one's own account between guesses does not reset it.
 */
export const SIGN_IN_BACKOFF = {
  account: { freeFailures: 5, baseLockSeconds: 30, maxLockSeconds: 3600, forgetAfterSeconds: 24 * 3600 },
  ip: { freeFailures: 20, baseLockSeconds: 30, maxLockSeconds: 3600, forgetAfterSeconds: 3600 },
} as const satisfies Record<string, FailureBackoffPolicy>;

/** The lockout after `failures` consecutive failures: none below the free allowance, then doubling up to the cap. */
export function lockSeconds(failures: number, policy: FailureBackoffPolicy): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxLockSeconds, policy.baseLockSeconds * 2 ** (failures - policy.freeFailures));
}

/** "45 seconds", "2 minutes", "1 hour": how a Retry-After reads in a message. */
export function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}
