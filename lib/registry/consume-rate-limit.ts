// Token-bucket rate limiting in Postgres: one statement reads, refills and debits the bucket under
// a row lock, so every app instance shares the same budget. The clock is injectable for tests.
import "server-only";
import { AppError } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { RATE_LIMITS, describeWait, type RateLimitAction } from "@/lib/limits";

export type RateLimitState = { limit: number; remaining: number; resetSeconds: number };

export async function consumeRateLimit(action: RateLimitAction, subject: string, now = new Date()): Promise<RateLimitState> {
  const policy = RATE_LIMITS[action];
  if (env().SKILLHUB_RATE_LIMITS === "off") return { limit: policy.capacity, remaining: policy.capacity, resetSeconds: 0 };
  const key = `${action}:${subject}`;
  const [row] = await prisma.$queryRaw<{ tokens: number; available: number }[]>`
    WITH prev AS (
      SELECT tokens, updated_at FROM rate_limit_buckets WHERE key = ${key} FOR UPDATE
    ), calc AS (
      SELECT LEAST(${policy.capacity}::float8, COALESCE(
        (SELECT tokens + GREATEST(0, EXTRACT(EPOCH FROM (${now}::timestamp - updated_at)))::float8 * ${policy.refillPerSecond}::float8 FROM prev),
        ${policy.capacity}::float8)) AS available
    )
    INSERT INTO rate_limit_buckets (key, tokens, updated_at)
    SELECT ${key}, CASE WHEN available >= 1 THEN available - 1 ELSE available END, ${now}::timestamp FROM calc
    ON CONFLICT (key) DO UPDATE SET tokens = EXCLUDED.tokens, updated_at = EXCLUDED.updated_at
    RETURNING tokens, (SELECT available FROM calc) AS available`;
  const secondsPerToken = 1 / policy.refillPerSecond;
  if (row.available < 1) {
    const retryAfterSeconds = Math.max(1, Math.ceil((1 - row.available) * secondsPerToken));
    throw new AppError("RATE_LIMITED", `Too many requests (${action}); retry in ${describeWait(retryAfterSeconds)}.`, {
      action,
      retryAfterSeconds,
      limit: policy.capacity,
    });
  }
  return {
    limit: policy.capacity,
    remaining: Math.floor(row.tokens),
    resetSeconds: Math.ceil((policy.capacity - row.tokens) * secondsPerToken),
  };
}

export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    "RateLimit-Limit": String(state.limit),
    "RateLimit-Remaining": String(state.remaining),
    "RateLimit-Reset": String(state.resetSeconds),
  };
}
