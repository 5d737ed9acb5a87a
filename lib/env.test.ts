import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";

describe("parseEnv", () => {
  it("runs with zero configuration outside production", () => {
    const env = parseEnv({});
    expect(env.SKILLHUB_REGISTRATION).toBe("open");
    expect(env.NEXTAUTH_SECRET.length).toBeGreaterThan(20);
    expect(env.SKILLHUB_ADMINS).toEqual([]);
  });

  it("refuses production without a real secret, naming the variable", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/NEXTAUTH_SECRET: production needs a random secret/);
    expect(() => parseEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: "short" })).toThrow(/NEXTAUTH_SECRET/);
    expect(parseEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: "x".repeat(40) }).NEXTAUTH_SECRET).toBe("x".repeat(40));
  });

  it("rejects malformed values with a clear message", () => {
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL: must be a postgresql:\/\/ URL/);
    expect(() => parseEnv({ SKILLHUB_REGISTRATION: "maybe" })).toThrow(/SKILLHUB_REGISTRATION/);
    expect(() => parseEnv({ GITHUB_ID: "abc" })).toThrow(/set both GITHUB_ID and GITHUB_SECRET/);
  });

  it("normalises the admin list", () => {
    expect(parseEnv({ SKILLHUB_ADMINS: " Alice, bob ,," }).SKILLHUB_ADMINS).toEqual(["alice", "bob"]);
  });
});
