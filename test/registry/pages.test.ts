// Integration: anonymous readers' pages come from rendered copies (server/page-cache.ts) that follow
// the registry: a yank made by another process reaches the cached skill page, and the cached
// HTML is the whole server-rendered page (it reads without JavaScript).
import { describe, expect, it } from "vitest";
import { resolveTokenActor } from "@/lib/auth/actor";
import { yankVersion } from "@/lib/registry/yank-version";
import { createPublisher, publish, skillFiles, tarball, uniqueName, BASE_URL } from "../support/fixtures";

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};
const page = async (path: string) => (await fetch(`${BASE_URL()}${path}`)).text();

describe("pages for anonymous readers", () => {
  it("serve the README in the HTML itself, and follow a yank made elsewhere", async () => {
    const alice = await createPublisher({ tier: "trusted" });
    const name = uniqueName("page");
    for (const version of ["1.0.0", "1.1.0"]) {
      const body = `# Pages ${version}\n\nThe readme paragraph of ${version}.\n`;
      expect((await publish(alice.token, tarball(skillFiles({ name, version, description: `Page test ${version}.` }, body)))).status).toBe(201);
    }
    const first = await page(`/skills/${name}`);
    expect(first).toContain("The readme paragraph of 1.1.0.");
    expect(await page(`/skills/${name}`)).toContain("The readme paragraph of 1.1.0."); // the cached copy
    await yankVersion(await resolveTokenActor(alice.token), name, "1.1.0", true);
    expect(await until(async () => (await page(`/skills/${name}`)).includes("The readme paragraph of 1.0.0."))).toBe(true);
    const versions = await page(`/skills/${name}?tab=versions`);
    expect(versions).toContain("1.1.0");
    expect(versions).toMatch(/yanked/i);
  });

  it("show every client's install command, with a copy button, on the skill page and its Install tab", async () => {
    const alice = await createPublisher({ tier: "trusted" });
    const name = uniqueName("install-cmds");
    expect((await publish(alice.token, tarball(skillFiles({ name, version: "1.0.0", description: "Install section test." })))).status).toBe(201);
    const origin = new URL(BASE_URL()).origin;
    const commands: Record<string, [label: string, text: string]> = {
      skillhub: ["skillhub", `skillhub install ${name}`],
      "skillhub-agent": ["skillhub, for Claude Code", `skillhub install ${name} --agent claude-code`],
      clawhub: ["clawhub", `npx clawhub@0.23.3 --site ${origin} install ${name}`],
      npx: ["npx skills", `npx skills add ${origin}/skills/${name}`],
      hermes: ["Hermes", `hermes skills install well-known:${origin}/.well-known/skills/${name}`],
    };
    const html = await page(`/skills/${name}`);
    expect(html).toContain('data-testid="install-section"');
    for (const [id, [label, text]] of Object.entries(commands)) {
      expect(html).toContain(`data-testid="install-${id}"><code>${text}</code>`);
      expect(html).toContain(`aria-label="Copy ${label} install command"`);
    }
    const tab = await page(`/skills/${name}?tab=install`);
    expect(tab).not.toContain('data-testid="install-section"');
    for (const [id, [, text]] of Object.entries(commands)) expect(tab).toContain(`data-testid="command-${id}"><code>${text}</code>`);
    expect(tab).toContain("add --agent claude-code (or codex, cursor, gemini-cli, github-copilot, openclaw, opencode)");
  });
});
