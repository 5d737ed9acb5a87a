// First run: creates the first administrator from a one-time setup token (printed on the server
// console). Works whatever SKILLHUB_REGISTRATION says, and only while no administrator exists, so a
// stranger who reaches a fresh public instance first cannot take it over: they would need the token.
import "server-only";
import { isUniqueViolation } from "@/lib/db-errors";
import { AppError } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { needsSetup } from "@/lib/auth/needs-setup";
import { RESERVED_HANDLES } from "@/lib/auth/reserved-handles";
import { setupSchema } from "@/lib/auth/schemas";
import { hashSetupToken } from "@/lib/auth/setup-token";

/** Serialises concurrent setups (two replicas' tokens used at once): exactly one administrator wins. */
const SETUP_LOCK_KEY = 72707370;

const setupComplete = () => new AppError("SETUP_COMPLETE", "This registry already has an administrator: sign in, or ask an administrator for an account.");
const tokenInvalid = () =>
  new AppError("SETUP_TOKEN_INVALID", "The setup token is wrong, used or expired. Restart the server or run `npm run admin -- setup` to print a new one.");

export async function completeSetup(input: unknown, options: { ip?: string; now?: Date } = {}) {
  const { token, handle, password } = setupSchema.parse(input);
  const now = options.now ?? new Date();
  const tokenHash = hashSetupToken(token);
  const live = { tokenHash, expiresAt: { gt: now } };
  // Cheap checks first, so a wrong token never costs a password hash.
  if (!(await needsSetup())) throw setupComplete();
  if ((await prisma.setupToken.count({ where: live })) === 0) throw tokenInvalid();
  if (RESERVED_HANDLES.has(handle)) throw new AppError("HANDLE_TAKEN", `The handle "${handle}" is reserved.`);
  const passwordHash = await hashPassword(password);
  try {
    return await prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SETUP_LOCK_KEY})`;
      if (!(await needsSetup(tx))) throw setupComplete();
      if ((await tx.setupToken.deleteMany({ where: live })).count === 0) throw tokenInvalid();
      await tx.setupToken.deleteMany({});
      const user = await tx.user.create({
        data: { handle, name: handle, passwordHash, role: "admin", trustTier: "trusted" },
        select: { id: true, handle: true, role: true, trustTier: true },
      });
      await tx.auditEvent.create({ data: { action: "user.create", actorId: user.id, details: { method: "setup", role: "admin" }, ip: options.ip } });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("HANDLE_TAKEN", `The handle "${handle}" is already taken.`);
    throw error;
  }
}
