// First run, as a self-hoster lives it: `npm start` on an empty database prints the URL and a
// one-time setup link; the home page tells the first visitor how to become the admin; the link
// opens the setup form with the token filled in (and out of the address bar); the new account is an
// administrator. Runs its own server (`node scripts/run-app.mjs start`, what `npm start` runs) on a
// fresh in-memory database, with registration closed.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";
import { PASSWORD } from "./web-helpers";

let server: ChildProcess;
let output = "";
let base = "";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

async function waitFor(pattern: RegExp, timeoutMs = 120_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = output.match(pattern);
    if (match) return match;
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`no ${pattern} in the server output:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

test.beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["scripts/run-app.mjs", "start"], {
    env: { ...process.env, DATABASE_URL: "", PORT: String(port), PGLITE_DIR: "memory://", NEXTAUTH_URL: base, SKILLHUB_REGISTRATION: "closed", SKILLHUB_ADMINS: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (d) => (output += d));
  server.stderr!.on("data", (d) => (output += d));
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
});

test("the first visitor learns how to become the admin, and the setup link makes its holder the administrator", async ({ browser }) => {
  test.setTimeout(180_000);
  const [, link, token] = await waitFor(/^skillhub: {3}(http:\/\/\S+\/setup#token=(sht_[\w-]+))$/m);
  expect(output).toContain(`skillhub: production server ready on ${base}`);
  expect(output.match(/setup#token=/g)).toHaveLength(1);

  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto("/");
  const banner = page.getByTestId("setup-banner");
  await expect(banner).toContainText("This registry has no administrator yet");
  await expect(banner).toContainText("npm run admin -- setup");
  await expect(banner).not.toContainText(token);

  // Without the token the form refuses, and nothing changes.
  await banner.getByRole("link", { name: "Set up this registry" }).click();
  await expect(page).toHaveURL(`${base}/setup`);
  await page.getByLabel("Setup token").fill("sht_not-the-token");
  await page.getByLabel("Administrator username").fill("site-owner");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create administrator" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The setup token is wrong" })).toBeVisible();

  // The printed link fills the token in and takes it out of the address bar.
  await page.goto(link);
  await expect(page.getByLabel("Setup token")).toHaveValue(token);
  await expect(page).toHaveURL(`${base}/setup`);
  await page.getByLabel("Administrator username").fill("site-owner");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create administrator" }).click();
  await page.waitForURL(/\/signin\?registered=site-owner/);
  await page.getByLabel("Username").fill("site-owner");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("signed-in-as")).toHaveText("Signed in as site-owner");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Administration" })).toBeVisible();
  await expect(page.getByTestId("publishers")).toBeVisible();

  // Setup is over: no banner, and the link no longer works for anyone.
  const stranger = await browser.newContext({ baseURL: base });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto("/");
  await expect(strangerPage.getByTestId("setup-banner")).toHaveCount(0);
  await strangerPage.goto(link);
  await expect(strangerPage.getByTestId("setup-done")).toContainText("already has an administrator");
  const reuse = await stranger.request.post("/api/v1/setup", { data: { token, handle: "intruder", password: PASSWORD } });
  expect(reuse.status()).toBe(409);
  expect((await reuse.json()).error.code).toBe("SETUP_COMPLETE");
  await stranger.close();
  await context.close();
});
