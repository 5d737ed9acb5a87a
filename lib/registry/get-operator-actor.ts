// Server-side tools (npm run admin, npm run seed) act as the built-in "skillhub" operator account:
// an administrator at the trusted tier that cannot sign in (no password) and whose handle nobody can
// register, so audit events from those tools are attributed honestly.
import "server-only";
import { prisma } from "@/lib/db";
import type { SignedInActor } from "@/lib/auth/actor";

export const OPERATOR_HANDLE = "skillhub";

export async function getOperatorActor(): Promise<SignedInActor> {
  const user = await prisma.user.upsert({
    where: { handle: OPERATOR_HANDLE },
    create: { handle: OPERATOR_HANDLE, name: "Skillhub operator", role: "admin", trustTier: "trusted" },
    update: {},
    select: { id: true, handle: true, role: true, trustTier: true },
  });
  return { kind: "user", via: "session", user, ip: "operator" };
}
