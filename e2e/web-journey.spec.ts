// The journey: sign up → publish a folder through the file input → see the verdict → find it by
// search → open its page → open a file from a finding link → copy the install command. Screenshots
// of home, search, every skill tab and publish are kept under test-results/screenshots.
import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { SCREENSHOTS, signUpAndIn, skillMd, uniqueId, writeSkillFolder } from "./web-helpers";

const id = uniqueId();
const handle = `jr${id}`;
const name = `journey-${id}`;
// A vendor installer piped to a shell is a medium finding: reported, but the verdict stays safe.
const body = "## When to Use\n\nWhen you need bun.\n\n## Procedure\n\nInstall it:\n\n```bash\ncurl -fsSL https://bun.sh/install | bash\n```\n\nThen run `scripts/run.sh`.";
const findingLine = skillMd(name, body).split("\n").findIndex((l) => l.startsWith("curl -fsSL")) + 1;

test("sign up, publish a folder, find it, inspect a finding, copy the install command", async ({ page, context }) => {
  await signUpAndIn(page, handle);
  await page.goto("/");
  await expect(page.getByTestId("totals")).toContainText("skills");
  await page.screenshot({ path: `${SCREENSHOTS}/home.png`, fullPage: true });

  const folder = writeSkillFolder(name, {
    "SKILL.md": skillMd(name, body),
    "scripts/run.sh": "#!/bin/sh\necho \"hello from $SKILL_GREETING_NAME\"\n",
    "references/notes.md": "# Notes\n\nNothing to see.\n",
  });
  await page.goto("/publish");
  await page.getByTestId("folder-input").setInputFiles(folder);
  const check = page.getByTestId("local-check");
  await expect(check).toContainText(name);
  await expect(check).toContainText("3 files");
  await expect(check.getByTestId("verdict-badge")).toHaveText("safe");
  await expect(check.getByTestId("decision")).toHaveText("allow");
  await expect(check).toContainText("exec-remote-code");
  await page.screenshot({ path: `${SCREENSHOTS}/publish.png`, fullPage: true });

  await page.getByTestId("publish-button").click();
  const outcome = page.getByTestId("publish-outcome");
  await expect(outcome).toContainText(`Published: ${name}@1.0.0`);
  await expect(outcome.getByTestId("verdict-badge")).toHaveText("safe");
  await expect(page.getByTestId("upload-progress")).toHaveAttribute("value", "1");

  // Search as you type: the URL follows the box, results highlight the match.
  await page.goto("/search");
  await page.getByLabel("Search skills", { exact: true }).last().fill(`journey-${id}`);
  await expect(page).toHaveURL(new RegExp(`[?&]q=journey-${id}`));
  const result = page.getByTestId("search-results").getByRole("link", { name });
  await expect(result).toBeVisible();
  await expect(page.getByTestId("search-results").locator("mark").first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/search.png`, fullPage: true });

  // Filters that exclude it give the empty state, which suggests the close name.
  await page.goto(`/search?q=${name}&verdict=dangerous`);
  await expect(page.getByTestId("search-empty").getByRole("link", { name })).toBeVisible();

  await page.goto(`/search?q=${name}`);
  await page.getByTestId("search-results").getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/skills/${name}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByTestId("readme")).toContainText("When you need bun.");
  await expect(page.getByTestId("asks")).toContainText("SKILL_GREETING_NAME");
  await expect(page.getByTestId("asks")).toContainText("bun.sh");
  await expect(page.getByTestId("downloads-chart")).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/skill-readme.png`, fullPage: true });

  for (const tab of ["Files", "Versions", "Install"]) {
    await page.getByRole("navigation", { name: "Skill sections" }).getByRole("link", { name: tab }).click();
    await expect(page.getByTestId(`tab-${tab.toLowerCase()}`)).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/skill-${tab.toLowerCase()}.png`, fullPage: true });
  }

  await page.getByRole("navigation", { name: "Skill sections" }).getByRole("link", { name: /Security/ }).click();
  await expect(page.getByTestId("security-report")).toContainText("exec-remote-code");
  await expect(page.getByTestId("policy-table")).toContainText("community");
  await page.screenshot({ path: `${SCREENSHOTS}/skill-security.png`, fullPage: true });
  const findingLink = page.getByTestId("finding-link").filter({ hasText: `SKILL.md:${findingLine}` });
  await findingLink.click();
  await expect(page).toHaveURL(new RegExp(`tab=files.*path=SKILL.md.*#L${findingLine}$`));
  const preview = page.getByTestId("file-preview");
  await expect(preview.getByRole("heading")).toHaveText("SKILL.md");
  await expect(preview.locator(`#L${findingLine}`)).toContainText("curl -fsSL https://bun.sh/install | bash");
  await expect(preview.locator(".line:target")).toHaveAttribute("id", `L${findingLine}`);

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // The install section beside every tab but Install: each client's command, copied with one click.
  const installSection = page.getByTestId("install-section");
  await expect(installSection.getByTestId("install-clawhub")).toHaveText(new RegExp(`^npx clawhub@\\S+ --site http://127\\.0\\.0\\.1:\\d+ install ${name}$`));
  await installSection.getByRole("button", { name: "Copy npx skills install command" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`npx skills add ${new URL(page.url()).origin}/skills/${name}`);
  await page.getByRole("navigation", { name: "Skill sections" }).getByRole("link", { name: "Install" }).click();
  await expect(page.getByTestId("install-section")).toHaveCount(0);
  await expect(page.getByTestId("command-skillhub")).toHaveText(`skillhub install ${name}`);
  await expect(page.getByTestId("command-hermes")).toHaveText(new RegExp(`^hermes skills install well-known:http://127\\.0\\.0\\.1:\\d+/\\.well-known/skills/${name}$`));
  await page.getByRole("button", { name: "Copy skillhub command" }).click();
  await expect(page.getByRole("button", { name: "Copy skillhub command" })).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`skillhub install ${name}`);

  // Both ways to get the client from this registry: its npm package, and the single file checked
  // against the sha256 of the bundle it serves.
  const origin = new URL(page.url()).origin;
  const served = await page.request.get("/cli/skillhub.mjs");
  const sha256 = createHash("sha256").update(await served.body()).digest("hex");
  await expect(page.getByTestId("get-client")).toBeVisible();
  await expect(page.getByTestId("command-client-npm")).toHaveText(`npm install -g ${origin}/cli/skillhub-cli.tgz`);
  await expect(page.getByTestId("command-client-curl")).toHaveText(
    `curl -fsSLo skillhub.mjs ${origin}/cli/skillhub.mjs\necho "${sha256}  skillhub.mjs" | sha256sum -c -\nSKILLHUB_REGISTRY=${origin} node skillhub.mjs install ${name}`,
  );
  await page.screenshot({ path: `${SCREENSHOTS}/skill-install.png`, fullPage: true });
});
