// ClawHub-compatible read routes answer errors as plain text: its client prints a failed response's
// body as the error message, which JSON would make unreadable. The mapping is error-body.ts's.
import { errorText } from "@/lib/http/error-body";
import type { ReadRequest } from "../../http";
import type { Handler } from "../../router";

export function clawhubHandler(handler: Handler): Handler {
  return async (request) => {
    try {
      return await handler(request);
    } catch (error) {
      const mapped = errorText(error, request.requestId);
      return { status: mapped.status, body: mapped.text, contentType: "text/plain; charset=utf-8", cache: "no-store", headers: mapped.headers };
    }
  };
}

/** Where the clawhub client's `/api/v1/…` paths are rooted (it joins them to the announced apiBase). */
export function clawhubApiBase(request: ReadRequest): string {
  return `${request.origin()}/api/clawhub`;
}

export const ACTOR_VARY = { Vary: "Authorization, Cookie" };
