// Admin: lift a handle's sign-in lockout (its streak of failed passwords) before it expires. Works
// for any handle, as the throttle does; the audit event records whether there was anything to lift.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { authorize } from "@/lib/auth/permissions";
import { handleSchema } from "@/lib/auth/schemas";
import { accountKey } from "@/lib/auth/sign-in-throttle";
import { prisma } from "@/lib/db";
import { emitAudit } from "@/lib/registry/audit";

export async function unlockUser(actorInput: Actor, handleInput: string) {
  const actor = authorize(actorInput, "admin");
  const handle = handleSchema.parse(handleInput);
  return prisma.$transaction(async (tx) => {
    const streak = await tx.signInFailure.findUnique({ where: { key: accountKey(handle) } });
    await tx.signInFailure.deleteMany({ where: { key: accountKey(handle) } });
    await emitAudit(tx, actor, { action: "user.unlock", details: { handle, failures: streak?.failures ?? 0 } });
    return { handle, clearedFailures: streak?.failures ?? 0 };
  });
}
