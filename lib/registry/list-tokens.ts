// The actor's own API tokens (never their secrets).
import "server-only";
import { prisma } from "@/lib/db";
import { requireUser, type Actor } from "@/lib/auth/actor";
import { presentToken } from "@/lib/registry/create-token";

export async function listTokens(actorInput: Actor) {
  const actor = requireUser(actorInput);
  const tokens = await prisma.apiToken.findMany({ where: { userId: actor.user.id }, orderBy: { createdAt: "desc" } });
  return tokens.map(presentToken);
}
