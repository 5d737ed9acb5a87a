// Creates a username + password account. Registration can be closed by SKILLHUB_REGISTRATION=closed
// (the admin CLI passes `force` to create accounts anyway). Self-service sign-ups are rate-limited per
// client IP before any work (lib/limits.ts "auth.signup").
import "server-only";
import { isUniqueViolation } from "@/lib/db-errors";
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { prisma } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { signUpSchema } from "@/lib/auth/schemas";
import { RESERVED_HANDLES } from "@/lib/auth/reserved-handles";
import { consumeRateLimit } from "@/lib/registry/consume-rate-limit";

export async function registerUser(input: unknown, options: { force?: boolean; ip?: string } = {}) {
  const config = env();
  if (config.SKILLHUB_REGISTRATION === "closed" && !options.force) {
    throw new AppError("REGISTRATION_DISABLED", "Registration is closed on this registry; ask an administrator for an account.");
  }
  if (!options.force) await consumeRateLimit("auth.signup", `ip:${options.ip ?? "local"}`);
  const { handle, password } = signUpSchema.parse(input);
  if (RESERVED_HANDLES.has(handle)) throw new AppError("HANDLE_TAKEN", `The handle "${handle}" is reserved.`);
  const passwordHash = await hashPassword(password);
  const role = config.SKILLHUB_ADMINS.includes(handle) ? "admin" : "user";
  try {
    return await prisma.$transaction(async (tx) => {
      const user = await tx.user.create({ data: { handle, name: handle, passwordHash, role }, select: { id: true, handle: true, role: true } });
      await tx.auditEvent.create({ data: { action: "user.create", actorId: user.id, details: { method: "password" }, ip: options.ip } });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("HANDLE_TAKEN", `The handle "${handle}" is already taken.`);
    }
    throw error;
  }
}
