// First run: a registry needs setting up while nobody can administer it — no administrator account
// besides the built-in "skillhub" operator, which has no password and cannot sign in.
import "server-only";
import { prisma, type Tx } from "@/lib/db";
import { OPERATOR_HANDLE } from "@/lib/registry/get-operator-actor";

export async function needsSetup(db: Pick<Tx, "user"> = prisma): Promise<boolean> {
  const admin = await db.user.findFirst({ where: { role: "admin", handle: { not: OPERATOR_HANDLE } }, select: { id: true } });
  return admin === null;
}
