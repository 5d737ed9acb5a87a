// Shared plumbing of the /api/v1 route handlers: who is asking, the public origin for absolute URLs,
// and per-IP/per-actor rate limits for hot read paths.
import "server-only";
import { env } from "@/lib/env";
import { resolveActor, clientIp, type Actor } from "@/lib/auth/actor";
import { consumeRateLimit, type RateLimitState } from "@/lib/registry/consume-rate-limit";
import type { RateLimitAction } from "@/lib/limits";

export function publicOrigin(request: Request): string {
  return env().SKILLHUB_PUBLIC_URL?.replace(/\/+$/, "") ?? new URL(request.url).origin;
}

export async function apiActor(request: Request): Promise<Actor> {
  const actor = await resolveActor(request, { trustProxy: env().SKILLHUB_TRUST_PROXY });
  if (actor.kind === "user" && actor.via === "token") await consumeRateLimit("token.use", actor.token.id);
  return actor;
}

export function rateSubject(request: Request, actor: Actor): string {
  return actor.kind === "user" ? `user:${actor.user.id}` : `ip:${clientIp(request, env().SKILLHUB_TRUST_PROXY) ?? "local"}`;
}

export function limit(action: RateLimitAction, request: Request, actor: Actor): Promise<RateLimitState> {
  return consumeRateLimit(action, rateSubject(request, actor));
}

export type RouteContext<P> = { params: Promise<P> };
