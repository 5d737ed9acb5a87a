// The signed-in user's profile and how they can sign in (password, linked OAuth providers).
import "server-only";
import { prisma } from "@/lib/db";
import { requireUser, type Actor } from "@/lib/auth/actor";

export async function getProfile(actorInput: Actor) {
  const actor = requireUser(actorInput);
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: actor.user.id },
    select: { handle: true, name: true, email: true, role: true, trustTier: true, createdAt: true, passwordHash: true, accounts: { select: { provider: true } } },
  });
  return {
    handle: user.handle,
    name: user.name,
    email: user.email,
    role: user.role,
    trustTier: user.trustTier,
    createdAt: user.createdAt.toISOString(),
    signInMethods: [...(user.passwordHash ? ["password"] : []), ...user.accounts.map((a) => a.provider)],
  };
}
