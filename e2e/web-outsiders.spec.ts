// Outsiders: a signed-in non-owner sees no owner actions, and direct requests to the owner's endpoints
// — the REST API and a replay of the owner's own server-action form — fail with nothing changed. The
// owner replaying the same form does change it, so the replay is a real request, not a dud.
import { expect, test, type Page } from "@playwright/test";
import { publishArchive, signUpAndIn, skillMd, uniqueId } from "./web-helpers";

const id = uniqueId();
const name = `owned-${id}`;

async function skillState(page: Page) {
  const response = await page.request.get(`/api/v1/skills/${name}`);
  expect(response.status()).toBe(200);
  const body = await response.json();
  return { deprecated: body.deprecated, versions: Object.fromEntries(body.versions.map((v: { version: string; status: string }) => [v.version, v.status])) };
}

/** Submits a captured form natively (no React, as a browser without JavaScript would); returns the POST's status. */
async function submitForeignForm(page: Page, html: string): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(`/skills/${name}`)),
    page.waitForEvent("load"),
    page.evaluate((formHtml) => {
      const holder = document.createElement("div");
      holder.innerHTML = formHtml;
      document.body.append(holder);
      holder.querySelector("form")!.submit();
    }, html),
  ]);
  return response.status();
}

test("a non-owner cannot see or use owner actions", async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signUpAndIn(owner, `ow${id}`);
  for (const version of ["1.0.0", "1.1.0"]) {
    const published = await publishArchive(owner.request, { "SKILL.md": skillMd(name, `Version ${version} body.`, version) });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
  }
  await owner.goto(`/skills/${name}?tab=manage`);
  await expect(owner.getByTestId("owner-actions")).toBeVisible();
  const yankForm = await owner.locator('form[aria-label="Yank 1.0.0"]').evaluate((f) => f.outerHTML);
  const before = await skillState(owner);
  expect(before).toEqual({ deprecated: null, versions: { "1.0.0": "published", "1.1.0": "published" } });

  const outsiderContext = await browser.newContext();
  const outsider = await outsiderContext.newPage();
  await signUpAndIn(outsider, `os${id}`);
  await outsider.goto(`/skills/${name}`);
  await expect(outsider.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(outsider.getByRole("navigation", { name: "Skill sections" }).getByRole("link", { name: "Manage" })).toHaveCount(0);
  await outsider.goto(`/skills/${name}?tab=manage`);
  await expect(outsider.getByTestId("tab-readme")).toBeVisible();
  await expect(outsider.getByTestId("owner-actions")).toHaveCount(0);
  await expect(outsider.getByRole("button", { name: /Yank|Delete|Deprecate/ })).toHaveCount(0);

  // The REST API refuses every owner action.
  const api = outsider.request;
  expect((await api.post(`/api/v1/skills/${name}/versions/1.0.0/yank`)).status()).toBe(403);
  expect((await api.put(`/api/v1/skills/${name}/deprecation`, { data: { message: "taken over" } })).status()).toBe(403);
  expect((await api.put(`/api/v1/skills/${name}/dist-tags/beta`, { data: { version: "1.0.0" } })).status()).toBe(403);
  expect((await api.delete(`/api/v1/skills/${name}`)).status()).toBe(403);
  const overwrite = await publishArchive(api, { "SKILL.md": skillMd(name, "Hijacked.", "2.0.0") });
  expect(overwrite.status).toBe(403);
  expect(overwrite.body.error.code).toBe("NOT_OWNER");

  // Replaying the owner's server-action form with the outsider's session is refused.
  await outsider.goto(`/skills/${name}`);
  expect(await submitForeignForm(outsider, yankForm)).toBe(200);
  expect(await skillState(outsider)).toEqual(before);
  const detail = await (await api.get(`/api/v1/skills/${name}`)).json();
  expect(detail.distTags).toEqual({ latest: "1.1.0" });

  // Control: the owner's replay of the very same form works.
  await owner.goto(`/skills/${name}?tab=manage`);
  expect(await submitForeignForm(owner, yankForm)).toBe(200);
  await expect.poll(async () => (await skillState(owner)).versions["1.0.0"]).toBe("yanked");

  // A non-owner can still star and report.
  await outsider.goto(`/skills/${name}`);
  await outsider.getByTestId("star-button").click();
  await expect(outsider.getByTestId("star-button")).toHaveText(/Starred · 1/);
  await outsider.getByText("Report this skill").click();
  await outsider.getByLabel("Reason (required)").fill("Looks like it impersonates another project.");
  await outsider.getByRole("button", { name: "Send report" }).click();
  await expect(outsider.getByRole("status").filter({ hasText: "administrators will review" })).toBeVisible();

  await ownerContext.close();
  await outsiderContext.close();
});
