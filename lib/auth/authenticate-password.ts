// Password sign-in (next-auth's credentials provider calls this from authorize()). Wrong password,
// unknown handle and password-less account get the same answer (null) after the same scrypt work; a
// throttled attempt throws RATE_LIMITED before any of that (lib/auth/sign-in-throttle.ts).
import "server-only";
import { prisma } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "@/lib/auth/password";
import { signInSchema } from "@/lib/auth/schemas";
import { beginSignInAttempt, recordSignInFailure, recordSignInSuccess, signInThrottledError } from "@/lib/auth/sign-in-throttle";
import { consumeRateLimit } from "@/lib/registry/consume-rate-limit";

export type AuthenticatedUser = { id: string; handle: string; email: string | null };

export async function authenticatePassword(input: unknown, context: { ip?: string; now?: Date } = {}): Promise<AuthenticatedUser | null> {
  const ip = context.ip ?? "local";
  await consumeRateLimit("auth.signin", `ip:${ip}`, context.now).catch((error: unknown) => {
    // One message for every kind of sign-in throttle, so the page reads the same whichever applied.
    throw isAppError(error) && error.code === "RATE_LIMITED" ? signInThrottledError(Number(error.details?.retryAfterSeconds)) : error;
  });
  const parsed = signInSchema.safeParse(input);
  // No account has a handle outside the handle syntax, so there is nothing to hide here.
  if (!parsed.success) return null;
  const { handle, password } = parsed.data;
  const attempt = await beginSignInAttempt(handle, ip, context.now);
  const user = await prisma.user.findUnique({ where: { handle }, select: { id: true, handle: true, email: true, passwordHash: true } });
  const isValid = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user?.passwordHash || !isValid) {
    await recordSignInFailure(attempt);
    return null;
  }
  await recordSignInSuccess(attempt, user.id, context.ip);
  return { id: user.id, handle: user.handle, email: user.email };
}
