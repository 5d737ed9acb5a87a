// Throttling as a person meets it, on the e2e instance with rate limits on: after repeated wrong
// passwords the sign-in page says how long to wait (the API answered 429 + Retry-After), and after a
// burst of sign-ups the sign-up page says so. The instance's database may outlive one run (PostgreSQL
// mode), so the tests allow a streak or bucket left over from an earlier run: they only require the
// refusal within the documented allowance.
import { expect, test } from "@playwright/test";
import { PASSWORD, THROTTLED_URL, uniqueId } from "./web-helpers";

const ACCOUNT_FREE_FAILURES = 5;
const SIGNUPS_PER_IP = 5;

test("the sign-in page says how long to wait once wrong passwords are throttled", async ({ page }) => {
  // A handle nobody has: the throttle treats it exactly as an account (test/auth/sign-in-throttle.test.ts).
  const handle = `locked${uniqueId()}`;
  await page.goto(`${THROTTLED_URL}/signin`);
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  for (let i = 0; i <= ACCOUNT_FREE_FAILURES && !statuses.includes(429); i++) {
    await page.getByLabel("Username").fill(handle);
    await page.getByLabel("Password").fill("not the password");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/auth/callback/credentials") && r.request().method() === "POST"),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    statuses.push(response.status());
    retryAfter = response.headers()["retry-after"] ?? null;
    if (response.status() === 401) await expect(page.locator("p.alert")).toHaveText("Wrong username or password.");
  }
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  await expect(page.locator("p.alert")).toHaveText(/^Too many sign-in attempts\. Try again in \d+ (seconds?|minutes|hours?)\.$/);
  await expect(page.getByTestId("signed-in-as")).toHaveCount(0);
});

test("the sign-up page says so when too many accounts come from one address", async ({ page }) => {
  let refusal: string | null = null;
  for (let i = 0; i <= SIGNUPS_PER_IP && !refusal; i++) {
    await page.goto(`${THROTTLED_URL}/signup`);
    await page.getByLabel("Username").fill(`burst${uniqueId()}${i}`);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    const alert = page.locator("p.alert");
    await expect(page.getByRole("status").or(alert)).toBeVisible();
    if (await alert.isVisible()) refusal = await alert.textContent();
    else await expect(page).toHaveURL(/\/signin\?registered=/);
  }
  expect(refusal).toMatch(/^Too many sign-ups from your network\. Try again in \d+ (seconds?|minutes|hours?)\.$/);
});
