import { describe, expect, it } from "vitest";
import { SIGN_IN_BACKOFF, describeWait, lockSeconds } from "@/lib/limits";

describe("lockSeconds", () => {
  it("allows the free failures, then doubles the lockout with each further failure up to the cap", () => {
    const policy = SIGN_IN_BACKOFF.account;
    const locks = Array.from({ length: 14 }, (_, i) => lockSeconds(i, policy));
    expect(locks).toEqual([0, 0, 0, 0, 0, 30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it("lets an IP fail more often than a handle before its first lockout", () => {
    expect(lockSeconds(SIGN_IN_BACKOFF.ip.freeFailures - 1, SIGN_IN_BACKOFF.ip)).toBe(0);
    expect(lockSeconds(SIGN_IN_BACKOFF.ip.freeFailures, SIGN_IN_BACKOFF.ip)).toBe(SIGN_IN_BACKOFF.ip.baseLockSeconds);
    expect(SIGN_IN_BACKOFF.ip.freeFailures).toBeGreaterThan(SIGN_IN_BACKOFF.account.freeFailures);
  });
});

describe("describeWait", () => {
  it("reads seconds, minutes and hours", () => {
    expect(describeWait(1)).toBe("1 second");
    expect(describeWait(30)).toBe("30 seconds");
    expect(describeWait(120)).toBe("2 minutes");
    expect(describeWait(3600)).toBe("60 minutes");
    expect(describeWait(7200)).toBe("2 hours");
  });
});
