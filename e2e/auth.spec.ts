import { expect, test } from "@playwright/test";

const handle = `e2e${Date.now().toString(36)}`;
const password = "correct horse battery";

test("health reports a reachable, migrated database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(await response.json()).toEqual({ status: "ok", database: "up", migrations: { current: true, pending: [] } });
});

test("sign up → sign in → sign out", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Username").fill(handle);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/signin\?registered=/);
  await expect(page.getByRole("status")).toContainText(`Sign in as ${handle}`);
  await expect(page.getByLabel("Username")).toHaveValue(handle);
  await page.getByLabel("Password").fill("wrong password!");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("p.alert")).toHaveText("Wrong username or password.");

  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("signed-in-as")).toHaveText(`Signed in as ${handle}`);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.getByTestId("signed-in-as")).toHaveCount(0);
});

test("sign up shows field errors and a taken handle without creating anything", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Username").fill("-no-");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator("#handle-error")).toContainText("lowercase letters");
  await expect(page.locator("#password-error")).toContainText("at least 10");

  await page.getByLabel("Username").fill(handle);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator("p.alert")).toContainText("already taken");
});
