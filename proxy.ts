// Gives every request an id (or keeps a sane one from the client) and echoes it on the response,
// so a user's error report can be matched to the server log.
import { NextResponse, type NextRequest } from "next/server";

const VALID_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function proxy(request: NextRequest) {
  const incoming = request.headers.get("x-request-id");
  const requestId = incoming && VALID_ID.test(incoming) ? incoming : crypto.randomUUID();
  const headers = new Headers(request.headers);
  headers.set("x-request-id", requestId);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("x-request-id", requestId);
  return response;
}

// Static assets are immutable build output; everything else gets an id.
export const config = { matcher: "/((?!_next/static|_next/image|favicon.ico).*)" };
