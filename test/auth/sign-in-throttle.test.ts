// Integration: password sign-in throttling and sign-up limits against the real database, with an
// injected clock (the HTTP behaviour, across two app instances, is in abuse-limits.test.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { resetEnvCache } from "@/lib/env";
import { RATE_LIMITS, SIGN_IN_BACKOFF } from "@/lib/limits";
import { authenticatePassword } from "@/lib/auth/authenticate-password";
import { hashPassword } from "@/lib/auth/password";
import { registerUser } from "@/lib/auth/register-user";
import { accountKey, ipKey } from "@/lib/auth/sign-in-throttle";
import { getOperatorActor } from "@/lib/registry/get-operator-actor";
import { unlockUser } from "@/lib/registry/unlock-user";
import { createPublisher, uniqueName } from "../support/fixtures";

const PASSWORD = "the right password";
// Every attempt costs a real scrypt (about 100 ms, several times that on a busy shared machine).
const SLOW = { timeout: 240_000 };
const at = (t0: Date, seconds: number) => new Date(t0.getTime() + seconds * 1000);
let ipCounter = 0;
/** A client address no other test uses, so per-IP streaks and buckets start empty. */
const freshIp = () => {
  ipCounter += 1;
  return `10.77.${ipCounter >> 8}.${ipCounter & 255}`;
};

async function newUser(): Promise<string> {
  const handle = uniqueName("th").slice(0, 39);
  await registerUser({ handle, password: PASSWORD }, { force: true });
  return handle;
}

/** The outcome of one attempt: the user's handle, "wrong", or "locked <retryAfterSeconds>". */
async function attempt(handle: string, password: string, ip: string, now: Date): Promise<string> {
  try {
    const user = await authenticatePassword({ handle, password }, { ip, now });
    return user ? user.handle : "wrong";
  } catch (error) {
    const e = error as { code?: string; details?: { retryAfterSeconds?: number } };
    if (e.code === "RATE_LIMITED") return `locked ${e.details?.retryAfterSeconds}`;
    throw error;
  }
}

const lockouts = async (handle: string) =>
  (await prisma.auditEvent.findMany({ where: { action: "auth.lockout" }, orderBy: { id: "asc" } }))
    .map((e) => e.details as { handle: string; scope: string; failures: number; lockSeconds: number })
    .filter((d) => d.handle === handle);

beforeAll(() => {
  vi.stubEnv("SKILLHUB_RATE_LIMITS", "on");
  resetEnvCache();
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe("sign-in throttling per handle", SLOW, () => {
  it("locks after 5 consecutive failures, doubles the lockout with each further failure, and clears on success", async () => {
    const handle = await newUser();
    const t0 = new Date("2030-01-01T00:00:00Z");
    for (let i = 1; i <= 4; i++) expect(await attempt(handle, "wrong password", freshIp(), at(t0, i))).toBe("wrong");
    expect(await attempt(handle, "wrong password", freshIp(), at(t0, 5))).toBe("wrong"); // 5th: locks for 30 s
    // Even the right password waits out the lock.
    expect(await attempt(handle, PASSWORD, freshIp(), at(t0, 6))).toBe("locked 29");
    expect(await attempt(handle, PASSWORD, freshIp(), at(t0, 34))).toBe("locked 1");
    expect(await attempt(handle, "wrong password", freshIp(), at(t0, 35))).toBe("wrong"); // 6th: 60 s
    expect(await attempt(handle, PASSWORD, freshIp(), at(t0, 36))).toBe("locked 59");
    expect(await attempt(handle, "wrong password", freshIp(), at(t0, 95))).toBe("wrong"); // 7th: 120 s
    expect(await attempt(handle, PASSWORD, freshIp(), at(t0, 96))).toBe("locked 119");

    const events = await lockouts(handle);
    expect(events.map((e) => [e.scope, e.failures, e.lockSeconds])).toEqual([["account", 5, 30], ["account", 6, 60], ["account", 7, 120]]);

    expect(await attempt(handle, PASSWORD, freshIp(), at(t0, 215))).toBe(handle);
    expect(await prisma.signInFailure.findUnique({ where: { key: accountKey(handle) } })).toBeNull();
    // The streak is over: four more failures lock nothing.
    for (let i = 1; i <= 4; i++) expect(await attempt(handle, "wrong password", freshIp(), at(t0, 215 + i))).toBe("wrong");
    expect(await attempt(handle, PASSWORD, freshIp(), at(t0, 220))).toBe(handle);
  });

  it("forgets a streak a day after its last failure", async () => {
    const handle = await newUser();
    const t0 = new Date("2030-02-01T00:00:00Z");
    for (let i = 1; i <= 4; i++) expect(await attempt(handle, "wrong password", freshIp(), at(t0, i))).toBe("wrong");
    const later = SIGN_IN_BACKOFF.account.forgetAfterSeconds + 10;
    for (let i = 1; i <= 4; i++) expect(await attempt(handle, "wrong password", freshIp(), at(t0, later + i))).toBe("wrong");
    expect(await attempt(handle, PASSWORD, freshIp(), at(t0, later + 5))).toBe(handle);
  });

  it("answers an unknown handle exactly like a known one, and spends the same scrypt on it", async () => {
    const known = await newUser();
    const unknown = uniqueName("nobody").slice(0, 39);
    const t0 = new Date("2030-03-01T00:00:00Z");
    const outcomes: Record<string, string[]> = { [known]: [], [unknown]: [] };
    for (const handle of [known, unknown]) {
      for (let i = 1; i <= 7; i++) outcomes[handle].push(await attempt(handle, "wrong password", freshIp(), at(t0, i)));
    }
    expect(outcomes[known]).toEqual(["wrong", "wrong", "wrong", "wrong", "wrong", "locked 29", "locked 28"]);
    expect(outcomes[unknown]).toEqual(outcomes[known]);
    expect((await lockouts(unknown)).map((e) => e.lockSeconds)).toEqual((await lockouts(known)).map((e) => e.lockSeconds));

    // CPU, not wall time: an attempt for a handle nobody has must do the scrypt a real one does
    // (without the dummy hash it would cost a database lookup, a few milliseconds).
    const cpuOf = async (work: () => Promise<unknown>) => {
      const before = process.cpuUsage();
      await work();
      const used = process.cpuUsage(before);
      return used.user + used.system;
    };
    const stored = await hashPassword("reference password");
    const { verifyPassword } = await import("@/lib/auth/password");
    const reference = await cpuOf(() => verifyPassword("reference password", stored));
    const t1 = new Date("2030-03-02T00:00:00Z");
    const forUnknown = await cpuOf(() => attempt(uniqueName("ghost").slice(0, 39), "wrong password", freshIp(), t1));
    const knownHandle = await newUser();
    const forKnown = await cpuOf(() => attempt(knownHandle, "wrong password", freshIp(), t1));
    expect(forUnknown).toBeGreaterThan(reference * 0.5);
    expect(forKnown).toBeGreaterThan(reference * 0.5);
  });

  it("counts parallel guesses before they are checked, so no more than the free allowance get through", async () => {
    const handle = await newUser();
    const t0 = new Date("2030-04-01T00:00:00Z");
    const results = await Promise.all(Array.from({ length: 12 }, () => attempt(handle, "wrong password", freshIp(), t0)));
    expect(results.filter((r) => r === "wrong")).toHaveLength(SIGN_IN_BACKOFF.account.freeFailures);
    expect(results.filter((r) => r === "locked 30")).toHaveLength(12 - SIGN_IN_BACKOFF.account.freeFailures);
    expect((await lockouts(handle)).map((e) => e.failures)).toEqual([SIGN_IN_BACKOFF.account.freeFailures]);
  });

  it("an administrator lifts a lockout at once, with an audit event; nobody else can", async () => {
    const handle = await newUser();
    const t0 = new Date("2030-05-01T00:00:00Z");
    for (let i = 1; i <= 5; i++) await attempt(handle, "wrong password", freshIp(), at(t0, i));
    expect(await attempt(handle, PASSWORD, freshIp(), at(t0, 7))).toMatch(/^locked /);

    const outsider = await createPublisher();
    const outsiderActor = { kind: "user" as const, via: "session" as const, user: { id: outsider.userId, handle: outsider.handle, role: "user" as const, trustTier: "community" as const } };
    await expect(unlockUser(outsiderActor, handle)).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await attempt(handle, PASSWORD, freshIp(), at(t0, 8))).toMatch(/^locked /);

    const operator = await getOperatorActor();
    expect(await unlockUser(operator, handle.toUpperCase())).toEqual({ handle, clearedFailures: 5 });
    expect(await attempt(handle, PASSWORD, freshIp(), at(t0, 9))).toBe(handle);
    const audit = await prisma.auditEvent.findFirst({ where: { action: "user.unlock", actorId: operator.user.id }, orderBy: { id: "desc" } });
    expect(audit?.details).toEqual({ handle, failures: 5 });
  });
});

describe("sign-in throttling per IP", SLOW, () => {
  it("locks an address after 20 consecutive failures, whatever the handles; other addresses are unaffected", async () => {
    const handle = await newUser();
    const ip = freshIp();
    const t0 = new Date("2030-06-01T00:00:00Z");
    for (let i = 1; i <= SIGN_IN_BACKOFF.ip.freeFailures; i++) {
      expect(await attempt(uniqueName("spray").slice(0, 39), "wrong password", ip, at(t0, i))).toBe("wrong");
    }
    expect(await attempt(handle, PASSWORD, ip, at(t0, 21))).toBe(`locked ${SIGN_IN_BACKOFF.ip.baseLockSeconds - 1}`);
    expect(await attempt(handle, PASSWORD, freshIp(), at(t0, 21))).toBe(handle);
    const ipLockouts = await prisma.auditEvent.findMany({ where: { action: "auth.lockout", ip } });
    expect(ipLockouts.map((e) => (e.details as { scope: string }).scope)).toEqual(["ip"]);
  });

  it("a successful sign-in does not reset the address's streak (an attacker's own account cannot launder guesses)", async () => {
    const handle = await newUser();
    const ip = freshIp();
    const t0 = new Date("2030-07-01T00:00:00Z");
    for (let i = 1; i <= 10; i++) await attempt(uniqueName("spray").slice(0, 39), "wrong password", ip, at(t0, i));
    expect(await attempt(handle, PASSWORD, ip, at(t0, 11))).toBe(handle);
    expect((await prisma.signInFailure.findUniqueOrThrow({ where: { key: ipKey(ip) } })).failures).toBe(10);
  });

  it("bounds every attempt, right or wrong, with the address's token bucket", async () => {
    const handle = await newUser();
    const ip = freshIp();
    const t0 = new Date("2030-08-01T00:00:00Z");
    const { capacity, refillPerSecond } = RATE_LIMITS["auth.signin"];
    for (let i = 0; i < capacity; i++) expect(await attempt(handle, PASSWORD, ip, t0)).toBe(handle);
    expect(await attempt(handle, PASSWORD, ip, t0)).toBe(`locked ${Math.ceil(1 / refillPerSecond)}`);
  });
});

describe("sign-up limits", SLOW, () => {
  it("allows a burst of sign-ups per address, then RATE_LIMITED with nothing created; admins are not limited", async () => {
    const ip = freshIp();
    const { capacity } = RATE_LIMITS["auth.signup"];
    for (let i = 0; i < capacity; i++) await registerUser({ handle: uniqueName("su").slice(0, 39), password: PASSWORD }, { ip });
    const refused = uniqueName("su").slice(0, 39);
    await expect(registerUser({ handle: refused, password: PASSWORD }, { ip })).rejects.toMatchObject({
      code: "RATE_LIMITED",
      details: { action: "auth.signup" },
    });
    expect(await prisma.user.count({ where: { handle: refused } })).toBe(0);
    await registerUser({ handle: refused, password: PASSWORD }, { ip: freshIp() });
    await registerUser({ handle: uniqueName("su").slice(0, 39), password: PASSWORD }, { ip, force: true });
    expect(await prisma.user.count({ where: { handle: refused } })).toBe(1);
  });
});
