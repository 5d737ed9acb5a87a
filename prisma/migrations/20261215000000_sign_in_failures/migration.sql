-- Consecutive failed password sign-ins, per handle ("account:<handle>", whether or not the account
-- exists) and per client IP ("ip:<address>"). lib/auth/sign-in-throttle.ts derives the lockout from
-- the count and the time of the last failure (lib/limits.ts SIGN_IN_BACKOFF), so no lock column can
-- disagree with the count. `npm run admin -- user:unlock <handle>` deletes the handle's row.
CREATE TABLE "sign_in_failures" (
    "key" TEXT NOT NULL,
    "failures" INTEGER NOT NULL,
    "last_failure_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "sign_in_failures_pkey" PRIMARY KEY ("key")
);
