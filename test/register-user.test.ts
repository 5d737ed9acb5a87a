// Integration: registerUser against the real test database.
import { afterEach, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { registerUser } from "@/lib/auth/register-user";
import { verifyPassword } from "@/lib/auth/password";

const unique = () => `u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

afterEach(() => vi.unstubAllEnvs());

describe("registerUser", () => {
  it("creates the user with a scrypt hash and writes an audit event in the same transaction", async () => {
    const handle = unique();
    const user = await registerUser({ handle: handle.toUpperCase(), password: "a long password" });
    expect(user.handle).toBe(handle);
    const row = await prisma.user.findUniqueOrThrow({ where: { handle } });
    expect(await verifyPassword("a long password", row.passwordHash!)).toBe(true);
    expect(await prisma.auditEvent.count({ where: { actorId: row.id, action: "user.create" } })).toBe(1);
  });

  it("answers HANDLE_TAKEN for a duplicate and leaves one row", async () => {
    const handle = unique();
    await registerUser({ handle, password: "a long password" });
    await expect(registerUser({ handle, password: "another password" })).rejects.toMatchObject({ code: "HANDLE_TAKEN" });
    expect(await prisma.user.count({ where: { handle } })).toBe(1);
  });

  it("rejects reserved and malformed handles and short passwords with nothing stored", async () => {
    await expect(registerUser({ handle: "admin", password: "a long password" })).rejects.toMatchObject({ code: "HANDLE_TAKEN" });
    await expect(registerUser({ handle: "-bad-", password: "a long password" })).rejects.toThrow(/lowercase letters/);
    const handle = unique();
    await expect(registerUser({ handle, password: "short" })).rejects.toThrow(/at least 10/);
    expect(await prisma.user.count({ where: { handle } })).toBe(0);
  });
});
