// Admin: set a publisher's trust tier and/or role. Applies to future publishes; existing versions
// keep the tier they were judged under.
import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { prisma } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { authorize } from "@/lib/auth/permissions";
import { emitAudit } from "@/lib/registry/audit";
import { changeSkills } from "@/lib/registry/change-skills";

export const userAccessSchema = z
  .object({ trustTier: z.enum(["community", "trusted", "builtin"]).optional(), role: z.enum(["user", "admin"]).optional() })
  .refine((v) => v.trustTier || v.role, "give a trustTier or a role");

export async function setUserAccess(actorInput: Actor, handle: string, body: unknown) {
  const actor = authorize(actorInput, "admin");
  const change = userAccessSchema.parse(body);
  const user = await prisma.user.findUnique({ where: { handle: handle.toLowerCase() } });
  if (!user) throw new AppError("NOT_FOUND", `No user "${handle}".`);
  // A new tier shows on every skill the user owns (possibly many): a rare admin act, so forget everything.
  const updated = await changeSkills(change.trustTier ? { all: true } : { skills: [] }, async (tx) => {
    const row = await tx.user.update({ where: { id: user.id }, data: change, select: { handle: true, role: true, trustTier: true } });
    if (change.trustTier) await tx.skill.updateMany({ where: { ownerId: user.id }, data: { trustTier: change.trustTier } });
    await emitAudit(tx, actor, { action: "user.access", details: { handle: user.handle, from: { role: user.role, trustTier: user.trustTier }, to: change } });
    return row;
  });
  return updated;
}
