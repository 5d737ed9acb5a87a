// Shared steps of the web-*.spec.ts suites: accounts, skill folders on disk, publishing over the API.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { packSkill } from "@/lib/skill";

export const PASSWORD = "correct horse battery";
export const SCREENSHOTS = "test-results/screenshots";
/** The second e2e instance, with rate limits on (playwright.config.ts). */
export const THROTTLED_URL = `http://127.0.0.1:${Number(process.env.E2E_THROTTLED_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000)}`;

/** Random first, then a little of the clock: ids made in the same run share no prefix, so names built from them are not
 *  near-matches of each other in a typo-tolerant search (a time-first id made "blocked-mx5ufv43h" find "held-mx5ufka7w1"). */
export function uniqueId(): string {
  return `${randomUUID().replace(/-/g, "").slice(0, 10)}${Date.now().toString(36).slice(-3)}`;
}

export async function signUpAndIn(page: Page, handle: string): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("Username").fill(handle);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(/\/signin/);
  if (!page.url().includes("registered=")) {
    // The handle exists already (a persistent database): sign in instead.
    await page.getByLabel("Username").fill(handle);
  }
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("signed-in-as")).toHaveText(`Signed in as ${handle}`);
}

export function skillMd(name: string, body: string, version = "1.0.0", extra = ""): string {
  return `---\nname: ${name}\ndescription: End-to-end test skill ${name} for the web app\nversion: ${version}\n${extra}---\n\n# ${name}\n\n${body}\n`;
}

/** Writes a skill folder named after the skill and returns its path. */
export function writeSkillFolder(name: string, files: Record<string, string>): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), "skillhub-e2e-")), name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

export function tarball(files: Record<string, string>): Buffer {
  const list = Object.entries(files).map(([p, text]) => ({ path: p, bytes: new TextEncoder().encode(text), isExecutable: false }));
  return Buffer.from(packSkill(list.sort((a, b) => (a.path < b.path ? -1 : 1))));
}

/** Publishes over the REST API, with the page's session cookie or a bearer token. */
export async function publishArchive(request: APIRequestContext, files: Record<string, string>, token?: string) {
  const response = await request.post("/api/v1/skills", {
    headers: { "content-type": "application/gzip", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: tarball(files),
  });
  return { status: response.status(), body: await response.json() };
}

export async function createAgentToken(page: Page, name: string): Promise<string> {
  const response = await page.request.post("/api/v1/tokens", { data: { name, scopes: ["publish"], isAgent: true, expiresInDays: 1 } });
  expect(response.status()).toBe(201);
  return (await response.json()).token as string;
}
