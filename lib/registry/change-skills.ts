// A mutation of skills: one transaction that also announces which skills it changed. The announcement
// is a pg_notify inside the transaction (every app instance's listener hears it at commit, or never if
// the transaction rolls back) and, after commit, a direct notice to this process's read caches, so the
// writer's next read already sees the change.
import "server-only";
import { prisma, type Tx } from "@/lib/db";
import { CHANGE_CHANNEL, applyChange, encodeChange, type SkillChange } from "@/lib/cache/change-feed";

export async function changeSkills<T>(change: SkillChange, mutate: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await prisma.$transaction(async (tx) => {
    const value = await mutate(tx);
    await announceChange(tx, change);
    return value;
  });
  applyChange(change);
  return result;
}

/** For writers that manage their own transaction (or none): announce inside it, then apply after commit. */
export async function announceChange(tx: Pick<Tx, "$executeRaw">, change: SkillChange): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${CHANGE_CHANNEL}, ${encodeChange(change)})`;
}
