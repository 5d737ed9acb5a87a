import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, isHttpsRequest } from "@/lib/http/security-headers";

const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it("allows scripts only with the nonce (no 'unsafe-inline', no eval) and locks down objects, base, framing and forms", () => {
    const csp = directives(contentSecurityPolicy({ nonce: "abc123==", isDev: false, isHttps: false }));
    expect(csp.get("script-src")).toEqual(["'self'", "'nonce-abc123=='", "'wasm-unsafe-eval'"]);
    expect(csp.get("style-src")).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
  });

  it("adds what React's development build needs only in development, and upgrades requests only over HTTPS", () => {
    const dev = directives(contentSecurityPolicy({ nonce: "n", isDev: true, isHttps: false }));
    expect(dev.get("script-src")).toContain("'unsafe-eval'");
    expect(dev.get("script-src")).not.toContain("'unsafe-inline'");
    expect(dev.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives(contentSecurityPolicy({ nonce: "n", isDev: false, isHttps: true })).has("upgrade-insecure-requests")).toBe(true);
  });
});

describe("createNonce", () => {
  it("is 128 random bits in base64, different every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("isHttpsRequest", () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  it("believes X-Forwarded-Proto only from a trusted proxy", () => {
    expect(isHttpsRequest(headers({ "x-forwarded-proto": "https" }), { trustProxy: true })).toBe(true);
    expect(isHttpsRequest(headers({ "x-forwarded-proto": "HTTPS, http" }), { trustProxy: true })).toBe(true);
    expect(isHttpsRequest(headers({ "x-forwarded-proto": "https" }), { trustProxy: false })).toBe(false);
    expect(isHttpsRequest(headers({ "x-forwarded-proto": "http" }), { trustProxy: true })).toBe(false);
    expect(isHttpsRequest(headers({}), { trustProxy: true })).toBe(false);
  });

  it("treats an https public URL as HTTPS", () => {
    expect(isHttpsRequest(headers({}), { trustProxy: false, publicUrl: "https://skills.example.com" })).toBe(true);
    expect(isHttpsRequest(headers({}), { trustProxy: false, publicUrl: "http://127.0.0.1:3000" })).toBe(false);
  });
});
