// Integration: the Postgres token bucket with an injected clock.
import { describe, expect, it, vi } from "vitest";
import { consumeRateLimit, rateLimitHeaders } from "@/lib/registry/consume-rate-limit";
import { errorResponse } from "@/lib/http/respond";
import { RATE_LIMITS } from "@/lib/limits";
import { resetEnvCache } from "@/lib/env";

describe("consumeRateLimit", () => {
  it("allows a burst of `capacity`, then answers RATE_LIMITED with a Retry-After until tokens refill", async () => {
    vi.stubEnv("SKILLHUB_RATE_LIMITS", "on");
    resetEnvCache();
    const { capacity, refillPerSecond } = RATE_LIMITS["skill.create"];
    const subject = `test-${Date.now()}`;
    const t0 = new Date("2026-01-01T00:00:00Z");
    for (let i = 0; i < capacity; i++) {
      const state = await consumeRateLimit("skill.create", subject, t0);
      expect(state.remaining).toBe(capacity - 1 - i);
    }
    const limited = await consumeRateLimit("skill.create", subject, t0).catch((e) => e);
    expect(limited.code).toBe("RATE_LIMITED");
    expect(limited.details.retryAfterSeconds).toBe(Math.ceil(1 / refillPerSecond));
    const response = errorResponse(limited, "req-1");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe(String(Math.ceil(1 / refillPerSecond)));

    const later = new Date(t0.getTime() + Math.ceil(1 / refillPerSecond) * 1000);
    const state = await consumeRateLimit("skill.create", subject, later);
    expect(state.remaining).toBe(0);
    expect(rateLimitHeaders(state)).toEqual({ "RateLimit-Limit": String(capacity), "RateLimit-Remaining": "0", "RateLimit-Reset": String(state.resetSeconds) });
    await expect(consumeRateLimit("skill.create", subject, later)).rejects.toMatchObject({ code: "RATE_LIMITED" });
    await expect(consumeRateLimit("skill.create", `${subject}-other`, later)).resolves.toMatchObject({ remaining: capacity - 1 });
    vi.unstubAllEnvs();
    resetEnvCache();
  });
});
