// First run: issues a one-time token that lets whoever runs the server create the first administrator
// (lib/auth/complete-setup.ts). Called at every server start while the registry needs setup (the
// token is printed on the console) and by `npm run admin -- setup`. Each replica or restart issues
// its own; any unexpired one works, and all are deleted once an administrator exists.
import "server-only";
import { prisma } from "@/lib/db";
import { SETUP_TOKEN_TTL_HOURS } from "@/lib/limits";
import { needsSetup } from "@/lib/auth/needs-setup";
import { generateSetupToken, hashSetupToken } from "@/lib/auth/setup-token";

export async function issueSetupToken(now = new Date()): Promise<{ token: string; expiresAt: Date } | null> {
  if (!(await needsSetup())) return null;
  const token = generateSetupToken();
  const expiresAt = new Date(now.getTime() + SETUP_TOKEN_TTL_HOURS * 3_600_000);
  await prisma.$transaction(async (tx) => {
    await tx.setupToken.deleteMany({ where: { expiresAt: { lte: now } } });
    await tx.setupToken.create({ data: { tokenHash: hashSetupToken(token), expiresAt } });
    await tx.auditEvent.create({ data: { action: "setup.token", details: { expiresAt: expiresAt.toISOString() } } });
  });
  return { token, expiresAt };
}
