// In-memory buckets for anonymous reads: the same policy table as the PostgreSQL buckets, a clock
// that can be injected, and nothing written anywhere.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { RATE_LIMITS } from "@/lib/limits";
import { consumeMemoryRateLimit } from "./memory-rate-limit";

beforeEach(() => {
  vi.stubEnv("SKILLHUB_RATE_LIMITS", "on");
  resetEnvCache();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe("consumeMemoryRateLimit", () => {
  it("allows a burst of `capacity`, then RATE_LIMITED with Retry-After, and refills at `refillPerSecond`", () => {
    const { capacity, refillPerSecond } = RATE_LIMITS.search;
    const subject = `ip:test-${Math.random()}`;
    const t0 = 1_000_000;
    for (let i = 0; i < capacity; i++) expect(consumeMemoryRateLimit("search", subject, t0).remaining).toBe(capacity - 1 - i);
    let limited: unknown;
    try {
      consumeMemoryRateLimit("search", subject, t0);
    } catch (error) {
      limited = error;
    }
    expect(limited).toMatchObject({ code: "RATE_LIMITED", details: { retryAfterSeconds: Math.ceil(1 / refillPerSecond), limit: capacity } });
    expect(consumeMemoryRateLimit("search", subject, t0 + 1000 / refillPerSecond).remaining).toBe(0);
    expect(() => consumeMemoryRateLimit("search", subject, t0 + 1000 / refillPerSecond)).toThrow(/Too many requests/);
    expect(consumeMemoryRateLimit("search", `${subject}-other`, t0).remaining).toBe(capacity - 1);
    expect(consumeMemoryRateLimit("download", subject, t0).remaining).toBe(RATE_LIMITS.download.capacity - 1);
  });

  it("does nothing when rate limits are off", () => {
    vi.stubEnv("SKILLHUB_RATE_LIMITS", "off");
    resetEnvCache();
    for (let i = 0; i < RATE_LIMITS.search.capacity * 2; i++) consumeMemoryRateLimit("search", "ip:off", 0);
  });
});
