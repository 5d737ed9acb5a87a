// Token buckets in this process's memory, for anonymous and browser-session reads (search, download):
// no database write per read. Writes and API tokens keep the exact PostgreSQL buckets
// (lib/registry/consume-rate-limit.ts). Each app instance keeps its own buckets, so N instances allow
// N times the burst; a CDN or load balancer in front should hold the global line (README).
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { RATE_LIMITS, type RateLimitAction } from "@/lib/limits";
import type { RateLimitState } from "@/lib/registry/consume-rate-limit";

/** Buckets kept at most; full (idle) ones are dropped first when the table is full. */
const MAX_BUCKETS = 50_000;

type Bucket = { tokens: number; at: number };
const holder = globalThis as typeof globalThis & { __skillhubReadBuckets?: Map<string, Bucket> };
const buckets = (holder.__skillhubReadBuckets ??= new Map());

function evict(now: number) {
  for (const [key, bucket] of buckets) {
    const policy = RATE_LIMITS[key.slice(0, key.indexOf(":")) as RateLimitAction];
    if (bucket.tokens + ((now - bucket.at) / 1000) * policy.refillPerSecond >= policy.capacity) buckets.delete(key);
  }
  // Still (nearly) full of active clients: forget the oldest tenth (they start again with a full bucket).
  for (const key of buckets.keys()) {
    if (buckets.size < MAX_BUCKETS * 0.9) break;
    buckets.delete(key);
  }
}

export function consumeMemoryRateLimit(action: RateLimitAction, subject: string, now = Date.now()): RateLimitState {
  const policy = RATE_LIMITS[action];
  if (env().SKILLHUB_RATE_LIMITS === "off") return { limit: policy.capacity, remaining: policy.capacity, resetSeconds: 0 };
  const key = `${action}:${subject}`;
  const bucket = buckets.get(key);
  const available = bucket ? Math.min(policy.capacity, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * policy.refillPerSecond) : policy.capacity;
  const secondsPerToken = 1 / policy.refillPerSecond;
  if (available < 1) {
    const retryAfterSeconds = Math.max(1, Math.ceil((1 - available) * secondsPerToken));
    throw new AppError("RATE_LIMITED", `Too many requests (${action}); retry in ${retryAfterSeconds} s.`, { action, retryAfterSeconds, limit: policy.capacity });
  }
  const tokens = available - 1;
  if (!bucket && buckets.size >= MAX_BUCKETS) evict(now);
  buckets.set(key, { tokens, at: now });
  return { limit: policy.capacity, remaining: Math.floor(tokens), resetSeconds: Math.ceil((policy.capacity - tokens) * secondsPerToken) };
}
