// Exponential backoff after consecutive failed password sign-ins, per handle and per client IP, kept
// in PostgreSQL (sign_in_failures) so every app instance sees the same streaks.
//
// An attempt is counted as a failure when it *begins*, inside the transaction that checks the lock:
// parallel guesses therefore cannot all slip through before the first of them is recorded. A
// successful sign-in then clears the handle's streak and gives the IP its one failure back.
// Handles are throttled whether or not an account has them, so a lockout reveals nothing.
import "server-only";
import { AppError } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { SIGN_IN_BACKOFF, describeWait, lockSeconds, type FailureBackoffPolicy } from "@/lib/limits";

export type SignInScope = keyof typeof SIGN_IN_BACKOFF;
export type SignInAttempt = { handle: string; ip: string; at: Date; failures: Record<SignInScope, number> } | null;
type Streak = { key: string; failures: number; lastFailureAt: Date };

export const accountKey = (handle: string) => `account:${handle}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** Failures that still count at `now`: a streak whose last failure is older than the policy's memory is over. */
export function liveFailures(streak: Pick<Streak, "failures" | "lastFailureAt">, policy: FailureBackoffPolicy, now: Date): number {
  return now.getTime() - streak.lastFailureAt.getTime() > policy.forgetAfterSeconds * 1000 ? 0 : streak.failures;
}

/** Seconds until `streak` may try again at `now`; 0 when it is not locked. */
export function lockedForSeconds(streak: Pick<Streak, "failures" | "lastFailureAt">, policy: FailureBackoffPolicy, now: Date): number {
  const failures = liveFailures(streak, policy, now);
  const until = streak.lastFailureAt.getTime() + lockSeconds(failures, policy) * 1000;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

export function signInThrottledError(retryAfterSeconds: number): AppError {
  return new AppError("RATE_LIMITED", `Too many sign-in attempts. Try again in ${describeWait(retryAfterSeconds)}.`, {
    action: "auth.signin",
    retryAfterSeconds,
  });
}

/**
 * Checks the handle's and the IP's streaks and, unless one is locked, counts this attempt as a
 * failure of both. Throws RATE_LIMITED (with retryAfterSeconds) while either is locked. Returns null
 * when rate limits are off.
 */
export async function beginSignInAttempt(handle: string, ip: string, now = new Date()): Promise<SignInAttempt> {
  if (env().SKILLHUB_RATE_LIMITS === "off") return null;
  const scopes: [SignInScope, string][] = [["account", accountKey(handle)], ["ip", ipKey(ip)]];
  return prisma.$transaction(async (tx) => {
    // Make both rows exist, then lock them in key order (two attempts never wait on each other crosswise).
    await tx.$executeRaw`
      INSERT INTO sign_in_failures (key, failures, last_failure_at)
      VALUES (${scopes[0][1]}, 0, ${now}::timestamp), (${scopes[1][1]}, 0, ${now}::timestamp)
      ON CONFLICT (key) DO NOTHING`;
    const rows = await tx.$queryRaw<{ key: string; failures: number; last_failure_at: Date }[]>`
      SELECT key, failures, last_failure_at FROM sign_in_failures
      WHERE key IN (${scopes[0][1]}, ${scopes[1][1]}) ORDER BY key FOR UPDATE`;
    const streaks = new Map(rows.map((r) => [r.key, { key: r.key, failures: r.failures, lastFailureAt: r.last_failure_at }]));
    const waits = scopes.map(([scope, key]) => lockedForSeconds(streaks.get(key)!, SIGN_IN_BACKOFF[scope], now));
    const retryAfterSeconds = Math.max(...waits);
    if (retryAfterSeconds > 0) throw signInThrottledError(retryAfterSeconds);

    const failures = {} as Record<SignInScope, number>;
    for (const [scope, key] of scopes) {
      failures[scope] = liveFailures(streaks.get(key)!, SIGN_IN_BACKOFF[scope], now) + 1;
      await tx.signInFailure.update({ where: { key }, data: { failures: failures[scope], lastFailureAt: now } });
    }
    return { handle, ip, at: now, failures };
  });
}

/**
 * The attempt failed. Its failure was counted when it began; this records the lockouts it caused —
 * one audit event per scope that is now locked.
 */
export async function recordSignInFailure(attempt: SignInAttempt): Promise<void> {
  if (!attempt) return;
  const events = (Object.keys(SIGN_IN_BACKOFF) as SignInScope[])
    .map((scope) => ({ scope, failures: attempt.failures[scope], lockSeconds: lockSeconds(attempt.failures[scope], SIGN_IN_BACKOFF[scope]) }))
    .filter((e) => e.lockSeconds > 0)
    .map((e) => ({
      action: "auth.lockout",
      ip: attempt.ip,
      details: {
        scope: e.scope,
        handle: attempt.handle,
        failures: e.failures,
        lockSeconds: e.lockSeconds,
        lockedUntil: new Date(attempt.at.getTime() + e.lockSeconds * 1000).toISOString(),
      },
    }));
  if (events.length) await prisma.auditEvent.createMany({ data: events });
}

/** The attempt succeeded: the handle's streak is over, and the IP gets back the failure counted up front. */
export async function recordSignInSuccess(attempt: SignInAttempt, userId: string, ip?: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    if (attempt) {
      await tx.signInFailure.deleteMany({ where: { key: accountKey(attempt.handle) } });
      await tx.$executeRaw`UPDATE sign_in_failures SET failures = GREATEST(failures - 1, 0) WHERE key = ${ipKey(attempt.ip)}`;
    }
    await tx.auditEvent.create({ data: { action: "user.login", actorId: userId, ip, details: { method: "password" } } });
  });
}
