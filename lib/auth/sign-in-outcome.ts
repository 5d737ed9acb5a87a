// next-auth v4 turns any error thrown by authorize() into a 401 redirect carrying only its message.
// To answer a throttled sign-in with 429 + Retry-After, the auth route runs next-auth inside
// `captureThrottle`, and authorize() hands the RATE_LIMITED error to it through this async context.
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { AppError } from "@/lib/errors";

type Outcome = { throttled?: AppError };
const storage = new AsyncLocalStorage<Outcome>();

export async function captureThrottle<T>(work: () => Promise<T>): Promise<{ result: T; throttled?: AppError }> {
  const outcome: Outcome = {};
  const result = await storage.run(outcome, work);
  return { result, throttled: outcome.throttled };
}

export function reportThrottle(error: AppError): void {
  const outcome = storage.getStore();
  if (outcome) outcome.throttled = error;
}
