// Runs before every request except static build output:
// - a request id (kept from the client when sane) echoed on the response, so a user's error report
//   can be matched to the server log;
// - on pages, a fresh CSP nonce: Next reads it from the request's Content-Security-Policy header and
//   puts it on its own scripts (lib/http/security-headers.ts has the policy); API responses and
//   user files keep their own headers (files: `default-src 'none'; sandbox`). A page the server renders
//   for its page cache (server/page-cache.ts) brings the secret nonce to render with; scripts/next-server.mjs
//   strips that header from every client request, and the cache swaps in a fresh nonce per response;
// - Strict-Transport-Security on every response when the request came over HTTPS.
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { contentSecurityPolicy, createNonce, HSTS_VALUE, isHttpsRequest, NONCE_HEADER } from "@/lib/http/security-headers";

const VALID_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const NOT_A_PAGE = /^\/(?:api|\.well-known)\//;
const RENDER_NONCE_HEADER = "x-skillhub-render-nonce";
const SANE_NONCE = /^[A-Za-z0-9+/_-]{16,64}={0,2}$/;

export function proxy(request: NextRequest) {
  const config = env();
  const incoming = request.headers.get("x-request-id");
  const requestId = incoming && VALID_ID.test(incoming) ? incoming : crypto.randomUUID();
  const isHttps = isHttpsRequest(request.headers, { trustProxy: config.SKILLHUB_TRUST_PROXY, publicUrl: config.SKILLHUB_PUBLIC_URL ?? config.NEXTAUTH_URL });
  const headers = new Headers(request.headers);
  headers.set("x-request-id", requestId);
  // Next takes the nonce from these request headers; only this proxy may set them.
  headers.delete(NONCE_HEADER);
  headers.delete("content-security-policy");
  headers.delete(RENDER_NONCE_HEADER);
  let policy: string | undefined;
  if (!NOT_A_PAGE.test(request.nextUrl.pathname)) {
    const renderNonce = request.headers.get(RENDER_NONCE_HEADER);
    const nonce = renderNonce && SANE_NONCE.test(renderNonce) ? renderNonce : createNonce();
    policy = contentSecurityPolicy({ nonce, isDev: config.NODE_ENV === "development", isHttps });
    headers.set(NONCE_HEADER, nonce);
    headers.set("content-security-policy", policy);
  }
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("x-request-id", requestId);
  if (policy) response.headers.set("content-security-policy", policy);
  if (isHttps) response.headers.set("strict-transport-security", HSTS_VALUE);
  return response;
}

// Static assets are immutable build output; everything else gets an id.
export const config = { matcher: "/((?!_next/static|_next/image|favicon.ico).*)" };
