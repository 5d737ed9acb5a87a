// Revoke a token; it stops working on its next request (tokens are checked against the database every time).
import "server-only";
import { AppError } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { requireUser, type Actor } from "@/lib/auth/actor";
import { isAdmin } from "@/lib/auth/permissions";
import { emitAudit } from "@/lib/registry/audit";

export async function revokeToken(actorInput: Actor, tokenId: string) {
  const actor = requireUser(actorInput);
  const token = await prisma.apiToken.findUnique({ where: { id: tokenId } });
  if (!token || (token.userId !== actor.user.id && !isAdmin(actor))) throw new AppError("NOT_FOUND", "No such token.");
  if (token.revokedAt) return { id: token.id, revokedAt: token.revokedAt.toISOString() };
  const revokedAt = new Date();
  await prisma.$transaction(async (tx) => {
    await tx.apiToken.update({ where: { id: token.id }, data: { revokedAt } });
    await emitAudit(tx, actor, { action: "token.revoke", details: { tokenId: token.id, name: token.name } });
  });
  return { id: token.id, revokedAt: revokedAt.toISOString() };
}
