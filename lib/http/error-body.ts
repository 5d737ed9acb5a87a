// The one place where errors become HTTP: AppError codes map to statuses via ERROR_STATUS, database
// outages to 503, anything else to a logged 500 without internals. Framework-free, so the Next route
// handlers (respond.ts) and the read path (server/) answer errors identically.
import { ZodError, z } from "zod";
import { AppError, ERROR_STATUS, type ErrorCode } from "@/lib/errors";

export const REQUEST_ID_HEADER = "x-request-id";

export type ErrorBody = { error: { code: ErrorCode; message: string; details?: Record<string, unknown>; requestId?: string } };

const DB_DOWN_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "08006", "08001", "08003", "P1001", "P1017"]);

function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && DB_DOWN_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === "string" && /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Can't reach database/i.test(candidate.message)) return true;
    e = candidate.cause;
  }
  return false;
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    return new AppError("VALIDATION_FAILED", z.prettifyError(error), { issues: error.issues });
  }
  if (isDatabaseUnavailable(error)) return new AppError("DATABASE_UNAVAILABLE", "The database is unavailable; try again shortly.");
  return new AppError("INTERNAL", "Internal server error.");
}

/** Status, JSON body and headers (Retry-After, x-request-id) of the error envelope for `error`. */
export function errorBody(error: unknown, requestId?: string): { status: number; body: ErrorBody; headers: Record<string, string> } {
  const appError = toAppError(error);
  if (appError.code === "INTERNAL") console.error(`[${requestId ?? "-"}]`, error);
  const body: ErrorBody = { error: { code: appError.code, message: appError.message, requestId } };
  if (appError.details) body.error.details = appError.details;
  const headers: Record<string, string> = {};
  if (appError.code === "DATABASE_UNAVAILABLE") headers["Retry-After"] = "5";
  const retryAfter = appError.details?.retryAfterSeconds;
  if (typeof retryAfter === "number") headers["Retry-After"] = String(retryAfter);
  if (requestId) headers[REQUEST_ID_HEADER] = requestId;
  return { status: ERROR_STATUS[appError.code], body, headers };
}

/**
 * The same mapping as plain text, for clients that print an error body as it comes (the clawhub
 * client shows the body of a failed request verbatim: docs/clients.md).
 */
export function errorText(error: unknown, requestId?: string): { status: number; text: string; headers: Record<string, string> } {
  const mapped = errorBody(error, requestId);
  return { status: mapped.status, text: `${mapped.body.error.message} [${mapped.body.error.code}]`, headers: mapped.headers };
}
