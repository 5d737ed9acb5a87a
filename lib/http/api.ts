// Shared plumbing of the API handlers (Next's route handlers and the read path in server/): who is
// asking, the public origin for absolute URLs, and rate limits for hot read paths.
import "server-only";
import { env } from "@/lib/env";
import { resolveActor, type Actor, type AnonymousActor, type RequestLike } from "@/lib/auth/actor";
import { clientIp } from "@/lib/auth/client-ip";
import { consumeRateLimit, type RateLimitState } from "@/lib/registry/consume-rate-limit";
import { consumeMemoryRateLimit } from "@/lib/http/memory-rate-limit";
import type { RateLimitAction } from "@/lib/limits";

/**
 * The origin clients reached us at, for absolute URLs (tarballs, discovery). SKILLHUB_PUBLIC_URL wins;
 * otherwise the Host header (Next normalises request.url's host to "localhost", which would send a
 * client that used 127.0.0.1 elsewhere), and X-Forwarded-* only behind a trusted proxy.
 */
export function publicOrigin(request: RequestLike): string {
  const config = env();
  if (config.SKILLHUB_PUBLIC_URL) return config.SKILLHUB_PUBLIC_URL.replace(/\/+$/, "");
  const url = new URL(request.url);
  const forwardedHost = config.SKILLHUB_TRUST_PROXY ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  const forwardedProto = config.SKILLHUB_TRUST_PROXY ? request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
  const host = forwardedHost || request.headers.get("host") || url.host;
  const protocol = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : url.protocol.replace(":", "");
  return /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? `${protocol}://${host}` : url.origin;
}

export async function apiActor(request: RequestLike): Promise<Actor> {
  const actor = await resolveActor(request, { trustProxy: env().SKILLHUB_TRUST_PROXY });
  if (actor.kind === "user" && actor.via === "token") await consumeRateLimit("token.use", actor.token.id);
  return actor;
}

export function rateSubject(request: RequestLike, actor: Actor): string {
  return actor.kind === "user" ? `user:${actor.user.id}` : `ip:${clientIp(request.headers, env().SKILLHUB_TRUST_PROXY) ?? "local"}`;
}

/**
 * Rate-limits a read. API tokens keep exact, shared buckets in PostgreSQL; anonymous and browser
 * readers get this process's in-memory buckets (no database write per read; see memory-rate-limit.ts).
 */
export async function limit(action: RateLimitAction, request: RequestLike, actor: Actor): Promise<RateLimitState> {
  if (actor.kind === "user" && actor.via === "token") return consumeRateLimit(action, rateSubject(request, actor));
  return consumeMemoryRateLimit(action, rateSubject(request, actor));
}

/** limit() for an anonymous reader, decided at once (its bucket is in memory); throws RATE_LIMITED. */
export function limitAnonymous(action: RateLimitAction, request: RequestLike, actor: AnonymousActor): RateLimitState {
  return consumeMemoryRateLimit(action, rateSubject(request, actor));
}

export type RouteContext<P> = { params: Promise<P> };
