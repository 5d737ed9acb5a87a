// Issue an API token. The secret (skh_ + 32 random bytes, base62-ish) is returned once; only its
// sha256 and a display prefix are stored.
import "server-only";
import { randomBytes } from "node:crypto";
import { AppError } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { hashToken, TOKEN_PREFIX, type Actor } from "@/lib/auth/actor";
import { authorize } from "@/lib/auth/permissions";
import { emitAudit } from "@/lib/registry/audit";
import { consumeRateLimit } from "@/lib/registry/consume-rate-limit";
import { createTokenSchema } from "@/lib/registry/token-schema";

export async function createToken(actorInput: Actor, body: unknown, options: { forUserId?: string } = {}) {
  const actor = authorize(actorInput, options.forUserId ? "admin" : "skill.publish");
  if (actor.via === "token" && !options.forUserId) throw new AppError("FORBIDDEN", "Create tokens from a signed-in session, not with another token.");
  const input = createTokenSchema.parse(body);
  if (input.scopes.includes("admin") && actor.user.role !== "admin" && !options.forUserId) {
    throw new AppError("FORBIDDEN", "Only administrators may create tokens with the admin scope.");
  }
  await consumeRateLimit("token.create", actor.user.id);
  const secret = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const userId = options.forUserId ?? actor.user.id;
  const token = await prisma.$transaction(async (tx) => {
    const created = await tx.apiToken.create({
      data: {
        userId,
        name: input.name,
        prefix: secret.slice(0, 12),
        secretHash: hashToken(secret),
        scopes: input.scopes,
        skillPattern: input.skillPattern ?? null,
        isAgent: input.isAgent,
        expiresAt: input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : null,
      },
    });
    await emitAudit(tx, actor, { action: "token.create", details: { tokenId: created.id, name: input.name, scopes: input.scopes, userId } });
    return created;
  });
  return { ...presentToken(token), token: secret };
}

export function presentToken(t: {
  id: string; name: string; prefix: string; scopes: string[]; skillPattern: string | null; isAgent: boolean;
  expiresAt: Date | null; lastUsedAt: Date | null; revokedAt: Date | null; createdAt: Date;
}) {
  return {
    id: t.id,
    name: t.name,
    prefix: t.prefix,
    scopes: t.scopes,
    skillPattern: t.skillPattern,
    isAgent: t.isAgent,
    expiresAt: t.expiresAt?.toISOString() ?? null,
    lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
    revokedAt: t.revokedAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
  };
}
