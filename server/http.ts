// The read path's HTTP plumbing over node:http: a request as the registry's helpers read it
// (RequestLike), replies with a strong ETag, 304 on If-None-Match, Cache-Control by policy
// (lib/http/cache-policy.ts), the security headers and the request id, and the shared error envelope.
import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { resolveAnonymousActor, type Actor, type AnonymousActor, type RequestLike } from "@/lib/auth/actor";
import { apiActor, publicOrigin } from "@/lib/http/api";
import { cacheControl, type CachePolicy } from "@/lib/http/cache-policy";
import { errorBody, REQUEST_ID_HEADER } from "@/lib/http/error-body";
import { HSTS_VALUE, isHttpsRequest, SECURITY_HEADERS } from "@/lib/http/security-headers";
import { env } from "@/lib/env";

const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token/;
const VALID_HOST = /^[A-Za-z0-9.\-:[\]]+$/;

export type ReadRequest = RequestLike & {
  method: "GET" | "HEAD";
  query: URLSearchParams;
  /** Decoded path parameters (`:name`), and the decoded segments of a trailing `*` parameter. */
  params: Record<string, string>;
  rest: string[];
  requestId: string;
  /** Sent an Authorization header or a session cookie: its answers are private. */
  hasCredentials: boolean;
  /** Who is asking (resolved once, on first use). */
  actor(): Promise<Actor>;
  /** The actor when the request carries no credentials, known without waiting; null: use actor(). */
  anonymousActor(): AnonymousActor | null;
  /** The public origin for absolute URLs. */
  origin(): string;
};

export type Reply = {
  status?: number;
  body: string | Uint8Array;
  contentType: string;
  cache: CachePolicy;
  /** A strong ETag; computed from the body when absent. */
  etag?: string;
  headers?: Record<string, string>;
};

// Cached reads return the same (never mutated) objects: serialise and hash each one once.
const serialized = new WeakMap<object, { body: Buffer; etag: string }>();

export function json(value: unknown, cache: CachePolicy, extra: Pick<Reply, "status" | "headers"> = {}): Reply {
  if (typeof value !== "object" || value === null) return { body: JSON.stringify(value), contentType: "application/json", cache, ...extra };
  let memo = serialized.get(value);
  if (!memo) {
    // Its own allocation, not a slice of Node's shared 8 KiB pool: a kept slice keeps the whole slab.
    const text = JSON.stringify(value);
    const body = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
    body.write(text);
    serialized.set(value, (memo = { body, etag: etagOf(body) }));
  }
  return { body: memo.body, etag: memo.etag, contentType: "application/json", cache, ...extra };
}

/** Header lookup as lib/ reads it (a Web Headers' get) over node:http's lower-cased header object. */
class IncomingHeaders {
  constructor(private readonly req: IncomingMessage) {}

  get(name: string): string | null {
    const value = this.req.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  }
}

// A class, not an object literal: a getter in a literal gives every request its own hidden class,
// which V8 keeps in old space with the request it points to (promoted garbage, a full collection
// every half second under download load; issue 15).
class IncomingReadRequest implements ReadRequest {
  readonly method: "GET" | "HEAD";
  readonly headers: IncomingHeaders;
  readonly params: Record<string, string>;
  readonly rest: string[];
  readonly requestId: string;
  readonly hasCredentials: boolean;
  private parsedQuery: URLSearchParams | undefined;
  private resolvedActor: Promise<Actor> | undefined;

  constructor(
    private readonly req: IncomingMessage,
    private readonly rawQuery: string,
    params: Record<string, string>,
    rest: string[],
  ) {
    this.method = req.method === "HEAD" ? "HEAD" : "GET";
    this.headers = new IncomingHeaders(req);
    this.params = params;
    this.rest = rest;
    const incomingId = this.headers.get(REQUEST_ID_HEADER);
    this.requestId = incomingId && VALID_REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
    this.hasCredentials = Boolean(req.headers.authorization) || SESSION_COOKIE.test(req.headers.cookie ?? "");
  }

  get url(): string {
    const host = this.headers.get("host") ?? "localhost";
    return `http://${VALID_HOST.test(host) ? host : "localhost"}${this.req.url}`;
  }

  // Parsed on first use: most reads (archives, metadata) have no query.
  get query(): URLSearchParams {
    return (this.parsedQuery ??= new URLSearchParams(this.rawQuery));
  }

  actor(): Promise<Actor> {
    return (this.resolvedActor ??= apiActor(this));
  }

  anonymousActor(): AnonymousActor | null {
    return resolveAnonymousActor(this, { trustProxy: env().SKILLHUB_TRUST_PROXY });
  }

  origin(): string {
    return publicOrigin(this);
  }
}

export function readRequest(req: IncomingMessage, path: { query: string; params: Record<string, string>; rest: string[] }): ReadRequest {
  return new IncomingReadRequest(req, path.query, path.params, path.rest);
}

/** Strong validator of a body: its SHA-1, base64url. */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

function baseHeaders(request: ReadRequest): Record<string, string | number> {
  const headers: Record<string, string | number> = { [REQUEST_ID_HEADER]: request.requestId };
  for (const { key, value } of SECURITY_HEADERS) headers[key] = value;
  const config = env();
  if (isHttpsRequest(request.headers, { trustProxy: config.SKILLHUB_TRUST_PROXY, publicUrl: config.SKILLHUB_PUBLIC_URL ?? config.NEXTAUTH_URL })) headers["Strict-Transport-Security"] = HSTS_VALUE;
  return headers;
}

export function send(req: IncomingMessage, res: ServerResponse, request: ReadRequest, reply: Reply): void {
  const body = typeof reply.body === "string" ? Buffer.from(reply.body) : reply.body;
  const etag = reply.etag ?? etagOf(body);
  const headers = baseHeaders(request);
  if (reply.headers) for (const key in reply.headers) headers[key] = reply.headers[key]!;
  headers["Content-Type"] = reply.contentType;
  headers.ETag = etag;
  headers["Cache-Control"] = cacheControl(reply.cache, !request.hasCredentials);
  if (reply.cache === "immutable" && request.hasCredentials) headers["Cache-Control"] = "private, max-age=31536000, immutable";
  const status = reply.status ?? 200;
  if (status === 200 && matchesIfNoneMatch(req.headers["if-none-match"], etag)) {
    delete headers["Content-Type"];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  headers["Content-Length"] = body.byteLength;
  res.writeHead(status, headers);
  res.end(request.method === "HEAD" ? undefined : body);
}

export function sendError(res: ServerResponse, request: ReadRequest, error: unknown, extraHeaders: Record<string, string> = {}): void {
  const mapped = errorBody(error, request.requestId);
  const body = Buffer.from(JSON.stringify(mapped.body));
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(mapped.status, {
    ...baseHeaders(request),
    ...extraHeaders,
    ...mapped.headers,
    "Content-Type": "application/json",
    "Content-Length": body.byteLength,
    "Cache-Control": "no-store",
  });
  res.end(request.method === "HEAD" ? undefined : body);
}
