// Integration over real HTTP: every HTML page carries a strict, per-response nonce CSP that matches
// every script Next renders; API responses and user files keep their own headers; HSTS only over
// HTTPS. (The browser proof that the policy blocks an injected script is e2e/csp.spec.ts.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer } from "../support/app-server.mjs";
import { BASE_URL, createPublisher, publish, skillFiles, tarball, uniqueName } from "../support/fixtures";

const directives = (policy: string) => new Map(policy.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
let skillName: string;

beforeAll(async () => {
  const alice = await createPublisher();
  skillName = uniqueName("csp");
  const files = skillFiles({ name: skillName, version: "1.0.0" }, "# Usage\n\nRun it.\n", { "references/notes.md": "# Notes\n" });
  expect((await publish(alice.token, tarball(files))).status).toBe(201);
}, 60_000);

async function page(path: string, base = BASE_URL(), headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

describe("Content-Security-Policy on pages", () => {
  const PAGES = ["/", "/search?q=csp", "/signin", "/signup", "/publish", "/docs/api", "/account", "/admin", "/no-such-page"];

  it("every page has a nonce policy without 'unsafe-inline' for scripts, and every script carries the nonce", async () => {
    for (const path of [...PAGES, `/skills/${skillName}`, `/skills/${skillName}?tab=files`]) {
      const { headers, html } = await page(path);
      expect(headers.get("content-type"), path).toMatch(/^text\/html/);
      const policy = headers.get("content-security-policy");
      expect(policy, path).toBeTruthy();
      const csp = directives(policy!);
      const scriptSrc = csp.get("script-src")!;
      const nonce = scriptSrc.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'strict-dynamic'");
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("form-action")).toEqual(["'self'"]);
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, `${path}: ${tag}`).toContain(`nonce="${nonce}"`);
      expect(headers.get("strict-transport-security"), path).toBeNull();
    }
  }, 180_000);

  it("draws a fresh nonce for every response", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) nonces.add(/'nonce-([^']+)'/.exec((await page("/")).headers.get("content-security-policy")!)![1]);
    expect(nonces.size).toBe(5);
  });

  it("ignores a policy or nonce a client sends in its request", async () => {
    const { headers, html } = await page("/signin", BASE_URL(), { "content-security-policy": "script-src 'nonce-forged'", "x-nonce": "forged" });
    expect(headers.get("content-security-policy")).not.toContain("forged");
    expect(html).not.toContain('nonce="forged"');
  });

  it("leaves API responses and user files to their own headers", async () => {
    const json = await page("/api/v1/skills");
    expect(json.headers.get("content-type")).toMatch(/^application\/json/);
    expect(json.headers.get("content-security-policy")).toBeNull();
    const file = await page(`/api/v1/skills/${skillName}/versions/1.0.0/files/references/notes.md`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    const wellKnown = await page(`/.well-known/skills/${skillName}/SKILL.md`);
    expect(wellKnown.headers.get("content-security-policy") ?? "").not.toContain("nonce");
  });
});

describe("Strict-Transport-Security", () => {
  let proxied: Awaited<ReturnType<typeof startAppServer>>;
  beforeAll(async () => {
    proxied = await startAppServer(process.env.DATABASE_URL!, { SKILLHUB_TRUST_PROXY: "true" });
  }, 180_000);
  afterAll(() => proxied?.stop());

  it("is sent, with upgrade-insecure-requests, when a trusted proxy says the request came over HTTPS", async () => {
    const https = await page("/signin", proxied.url, { "x-forwarded-proto": "https" });
    expect(https.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(https.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    const api = await page("/api/health", proxied.url, { "x-forwarded-proto": "https" });
    expect(api.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");

    const plain = await page("/signin", proxied.url, { "x-forwarded-proto": "http" });
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect(plain.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
  }, 120_000);

  it("is not sent on a forged X-Forwarded-Proto when no proxy is trusted", async () => {
    const forged = await page("/signin", BASE_URL(), { "x-forwarded-proto": "https" });
    expect(forged.headers.get("strict-transport-security")).toBeNull();
  });
});
