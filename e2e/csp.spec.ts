// The Content-Security-Policy in a real browser: a script injected into a live page does not run and
// raises a securitypolicyviolation, while the app's own (nonced) scripts and WebAssembly work and a
// walk through the app — sign-up, the in-browser scan on /publish, every skill tab, search — triggers
// no violation at all. (That eval() is refused is not checked here: code Playwright evaluates in the
// page is exempt from the page's CSP. The policy's lack of 'unsafe-eval' is checked in
// lib/http/security-headers.test.ts and test/security/csp.test.ts.)
import { expect, test, type Page } from "@playwright/test";
import { signUpAndIn, skillMd, uniqueId, writeSkillFolder } from "./web-helpers";

/** Every CSP refusal Chromium reports on the console, across navigations. */
function watchViolations(page: Page): string[] {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(`${page.url()}: ${message.text()}`);
  });
  return refused;
}

test("an inline script injected into the page is blocked and reported; the page's own scripts and WebAssembly run", async ({ page }) => {
  const refused = watchViolations(page);
  await page.goto("/signin");
  // The sign-in form is a client component: its message proves Next's nonced scripts hydrated.
  await page.getByLabel("Username").fill(`nobody${uniqueId()}`);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("p.alert")).toHaveText("Wrong username or password.");
  expect(refused).toEqual([]);

  const outcome = await page.evaluate(async () => {
    const violations: { directive: string; blocked: string; sample: string }[] = [];
    document.addEventListener("securitypolicyviolation", (e) => violations.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample }));
    const w = window as unknown as Record<string, unknown>;

    const script = document.createElement("script");
    script.textContent = "window.__injectedScript = 'ran'";
    document.body.append(script);

    const holder = document.createElement("div");
    holder.innerHTML = `<img src="data:," onerror="window.__injectedHandler = 'ran'">`;
    document.body.append(holder);

    const external = document.createElement("script");
    external.src = "https://evil.example/payload.js";
    document.body.append(external);

    // An empty module: 'wasm-unsafe-eval' lets the in-browser scanner compile WebAssembly.
    const wasm = await WebAssembly.compile(new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00])).then(() => "compiled", (e: Error) => e.message);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { script: w.__injectedScript ?? null, handler: w.__injectedHandler ?? null, wasm, violations };
  });

  expect(outcome.script).toBeNull();
  expect(outcome.handler).toBeNull();
  expect(outcome.wasm).toBe("compiled");
  const byDirective = (directive: string) => outcome.violations.filter((v) => v.directive === directive);
  expect(byDirective("script-src-elem").map((v) => v.blocked)).toEqual(expect.arrayContaining(["inline", "https://evil.example/payload.js"]));
  expect(byDirective("script-src-attr").map((v) => v.blocked)).toEqual(["inline"]);
});

test("walking through the app raises no CSP violation", async ({ page }) => {
  test.setTimeout(180_000);
  const refused = watchViolations(page);
  const id = uniqueId();
  const name = `csp-${id}`;
  await signUpAndIn(page, `csp${id}`);

  await page.goto("/publish");
  const folder = writeSkillFolder(name, {
    "SKILL.md": skillMd(name, "## Procedure\n\nRun `scripts/run.sh`.\n\n```bash\necho hello\n```"),
    "scripts/run.sh": "#!/bin/sh\necho hello\n",
  });
  await page.getByTestId("folder-input").setInputFiles(folder);
  await expect(page.getByTestId("local-check").getByTestId("verdict-badge")).toHaveText("safe");
  await page.getByTestId("publish-button").click();
  await expect(page.getByTestId("publish-outcome")).toContainText(`Published: ${name}@1.0.0`);

  for (const tab of ["readme", "files", "versions", "security", "install", "manage"]) {
    await page.goto(`/skills/${name}?tab=${tab}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  }
  await page.goto(`/skills/${name}?tab=files&path=scripts/run.sh`);
  await expect(page.getByText("echo hello").first()).toBeVisible();

  for (const path of ["/", "/docs/api", "/account", "/no-such-page"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  await page.goto("/search");
  await page.getByLabel("Search skills", { exact: true }).last().fill(name);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${name}`));
  await expect(page.getByTestId("search-results").getByRole("link", { name })).toBeVisible();
  await page.waitForLoadState("networkidle");

  expect(refused).toEqual([]);
});
