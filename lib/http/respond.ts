// Error envelopes for Next's route handlers (the mapping itself lives in error-body.ts, shared with
// the read path in server/).
import "server-only";
import { NextResponse } from "next/server";
import { errorBody, errorText, REQUEST_ID_HEADER, type ErrorBody } from "@/lib/http/error-body";

export { REQUEST_ID_HEADER, toAppError, type ErrorBody } from "@/lib/http/error-body";

export function errorResponse(error: unknown, requestId?: string, headers?: HeadersInit): NextResponse<ErrorBody> {
  const mapped = errorBody(error, requestId);
  const response = NextResponse.json(mapped.body, { status: mapped.status, headers });
  for (const [name, value] of Object.entries(mapped.headers)) response.headers.set(name, value);
  return response;
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Wraps a route handler so every thrown error becomes the JSON error envelope. */
export function route<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const requestId = request.headers.get(REQUEST_ID_HEADER) ?? crypto.randomUUID();
    try {
      const response = await handler(request, context);
      if (!response.headers.has(REQUEST_ID_HEADER)) response.headers.set(REQUEST_ID_HEADER, requestId);
      return response;
    } catch (error) {
      return errorResponse(error, requestId);
    }
  };
}

/** `route`, answering errors as plain text: for the clawhub client, which prints error bodies verbatim. */
export function textErrorRoute<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const requestId = request.headers.get(REQUEST_ID_HEADER) ?? crypto.randomUUID();
    try {
      const response = await handler(request, context);
      if (!response.headers.has(REQUEST_ID_HEADER)) response.headers.set(REQUEST_ID_HEADER, requestId);
      return response;
    } catch (error) {
      const mapped = errorText(error, requestId);
      return new Response(mapped.text, { status: mapped.status, headers: { ...mapped.headers, "Content-Type": "text/plain; charset=utf-8" } });
    }
  };
}
