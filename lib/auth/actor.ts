// Who is asking: a signed-in browser session, an API token (Authorization: Bearer skh_…), or nobody.
// Every write verb takes an Actor and checks permissions first (lib/auth/permissions.ts).
// Framework-free: Next's route handlers, pages and the read path (server/) all resolve actors here.
import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/auth/client-ip";

export type ActorUser = { id: string; handle: string; role: "user" | "admin"; trustTier: "community" | "trusted" | "builtin" };
export type ActorToken = { id: string; scopes: string[]; skillPattern: string | null; isAgent: boolean };

export type Actor =
  | { kind: "anonymous"; ip?: string }
  | { kind: "user"; user: ActorUser; via: "session"; ip?: string }
  | { kind: "user"; user: ActorUser; via: "token"; token: ActorToken; ip?: string };

export type SignedInActor = Extract<Actor, { kind: "user" }>;

export const TOKEN_PREFIX = "skh_";
const LAST_USED_WRITE_INTERVAL_MS = 5 * 60 * 1000;
const USER_SELECT = { id: true, handle: true, role: true, trustTier: true } as const;

export function hashToken(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** What actor resolution reads of a request: a Web Request, or the read path's adapter of node:http. */
export type RequestLike = { url: string; headers: { get(name: string): string | null } };

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token(?:\.\d+)?=/;

function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return cookies;
}

/**
 * The user of a next-auth session cookie (a JWT carrying only the user id; see options.ts), or null.
 * The same decoding next-auth's getServerSession does, without needing Next's request context.
 */
export async function getSessionUser(cookieHeader: string | null): Promise<ActorUser | null> {
  if (!cookieHeader || !SESSION_COOKIE.test(cookieHeader)) return null;
  // Loaded on first use: anonymous reads (most of the read path's traffic) never need it.
  const { getToken } = await import("next-auth/jwt");
  const token = await getToken({ req: { cookies: parseCookies(cookieHeader), headers: {} } as never, secret: env().NEXTAUTH_SECRET });
  if (!token?.sub) return null;
  return prisma.user.findUnique({ where: { id: token.sub }, select: USER_SELECT });
}

export async function resolveTokenActor(secret: string, ip?: string, now = new Date()): Promise<SignedInActor> {
  if (!secret.startsWith(TOKEN_PREFIX)) throw new AppError("TOKEN_INVALID", "The API token is not a Skillhub token (skh_…).");
  const token = await prisma.apiToken.findUnique({ where: { secretHash: hashToken(secret) }, include: { user: { select: USER_SELECT } } });
  if (!token) throw new AppError("TOKEN_INVALID", "The API token is not valid.");
  if (token.revokedAt) throw new AppError("TOKEN_REVOKED", "The API token was revoked.");
  if (token.expiresAt && token.expiresAt <= now) throw new AppError("TOKEN_EXPIRED", "The API token has expired.");
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > LAST_USED_WRITE_INTERVAL_MS) {
    await prisma.apiToken.update({ where: { id: token.id }, data: { lastUsedAt: now } });
  }
  return {
    kind: "user",
    via: "token",
    user: token.user,
    token: { id: token.id, scopes: token.scopes, skillPattern: token.skillPattern, isAgent: token.isAgent },
    ip,
  };
}

export type AnonymousActor = Extract<Actor, { kind: "anonymous" }>;

/**
 * The actor of a request that carries no credentials (no Authorization header, no session cookie),
 * known without waiting; null when resolveActor has to look a token or session up.
 */
export function resolveAnonymousActor(request: RequestLike, options: { trustProxy?: boolean } = {}): AnonymousActor | null {
  if (request.headers.get("authorization")) return null;
  const cookie = request.headers.get("cookie");
  if (cookie && SESSION_COOKIE.test(cookie)) return null;
  return { kind: "anonymous", ip: clientIp(request.headers, options.trustProxy ?? false) };
}

/** Resolves the actor of an API request: a bearer token wins over a session cookie. */
export async function resolveActor(request: RequestLike, options: { trustProxy?: boolean } = {}): Promise<Actor> {
  const anonymous = resolveAnonymousActor(request, options);
  if (anonymous) return anonymous;
  const ip = clientIp(request.headers, options.trustProxy ?? false);
  const authorization = request.headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match) throw new AppError("TOKEN_INVALID", "Use `Authorization: Bearer skh_…`.");
    return resolveTokenActor(match[1], ip);
  }
  const user = await getSessionUser(request.headers.get("cookie"));
  return user ? { kind: "user", via: "session", user, ip } : { kind: "anonymous", ip };
}

export function requireUser(actor: Actor): SignedInActor {
  if (actor.kind !== "user") throw new AppError("UNAUTHENTICATED", "Sign in or send an API token.");
  return actor;
}
