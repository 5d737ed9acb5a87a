// `skillhub install --agent NAME` against the real registry, as a child process: for every agent,
// the same verified and scanned install lands in that agent's project or global folder (a temp HOME
// and project), and list / verify / check / update / uninstall find it there.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { cliBundle, listTree, makeSandbox, readJson, readTree, runCli, type Sandbox } from "./test/cli";
import { skillMd, testRegistry, testSkillName, type TestRegistry } from "./test/registry";

let registry: TestRegistry;
let token: string;
const name = testSkillName("agent-notes");

function files(version: string): Record<string, string> {
  return {
    // A category: Hermes files it under notes/, the other agents read <name>/SKILL.md only.
    "SKILL.md": skillMd(name, "Keeps short notes for any agent.", `\nVersion ${version}.\n`, "category: notes\n"),
    "references/guide.md": `# Guide ${version}\n`,
  };
}

type Case = { agent: string; scope: "project" | "global"; dir: (home: string, project: string) => string };

const CASES: Case[] = [
  { agent: "claude-code", scope: "project", dir: (_, p) => path.join(p, ".claude/skills") },
  { agent: "claude-code", scope: "global", dir: (h) => path.join(h, ".claude/skills") },
  { agent: "codex", scope: "project", dir: (_, p) => path.join(p, ".agents/skills") },
  { agent: "codex", scope: "global", dir: (h) => path.join(h, ".agents/skills") },
  { agent: "cursor", scope: "global", dir: (h) => path.join(h, ".cursor/skills") },
  { agent: "gemini-cli", scope: "global", dir: (h) => path.join(h, ".gemini/skills") },
  { agent: "github-copilot", scope: "global", dir: (h) => path.join(h, ".copilot/skills") },
  { agent: "openclaw", scope: "project", dir: (_, p) => path.join(p, "skills") },
  { agent: "openclaw", scope: "global", dir: (h) => path.join(h, ".openclaw/skills") },
  { agent: "opencode", scope: "global", dir: (h) => path.join(h, ".config/opencode/skills") },
  { agent: "hermes", scope: "project", dir: (_, p) => path.join(p, ".hermes/skills") },
];

function projectIn(sb: Sandbox): string {
  const project = path.join(sb.root, "project");
  mkdirSync(project, { recursive: true });
  return project;
}

beforeAll(async () => {
  cliBundle(); // built once per file; here, so the first case's time is the install's own
  registry = testRegistry();
  token = (await registry.createPublisher("trusted")).token;
  for (const version of ["1.0.0", "1.1.0"]) {
    const res = await registry.publish(token, files(version), { version });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  }
}, 120_000);

describe("skillhub install --agent", () => {
  it.each(CASES)("$agent ($scope): install, list, verify, uninstall in that agent's folder only", async ({ agent, scope, dir }) => {
    const sb = makeSandbox();
    const project = projectIn(sb);
    const skillsDir = dir(sb.root, project);
    const flags = ["--agent", agent, `--${scope}`];
    const opts = { registry: registry.url, cwd: project };

    const r = await runCli(sb, ["install", `${name}@1.0.0`, ...flags, "--json"], opts);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    const installPath = agent === "hermes" ? `notes/${name}` : name;
    expect(JSON.parse(r.stdout).results[0]).toMatchObject({ action: "installed", version: "1.0.0", installPath, verdict: "safe" });
    expect(readTree(path.join(skillsDir, installPath))).toEqual(files("1.0.0"));
    // Nothing in Hermes' default folder, and no lock anywhere but beside the agent's skills.
    expect(listTree(sb.skillsDir)).toEqual([]);
    const lock = readJson(path.join(skillsDir, ".hub/lock.json"));
    expect(lock.installed[name]).toMatchObject({ source: "well-known", install_path: installPath, skillhub: { agent, scope, version: "1.0.0", registry: registry.url } });

    const list = await runCli(sb, ["list", ...flags, "--json"], opts);
    expect(list.code, list.stderr).toBe(0);
    expect(JSON.parse(list.stdout)).toMatchObject({ skillsDir, target: { agent, scope }, skills: [{ name, version: "1.0.0", agent, scope }] });

    expect((await runCli(sb, ["list", "--json"], opts)).stdout).toContain('"skills": []');

    const verify = await runCli(sb, ["verify", ...flags, "--json"], opts);
    expect(verify.code, verify.stdout).toBe(0);
    expect(JSON.parse(verify.stdout)).toMatchObject({ ok: true, results: [{ name, ok: true }] });

    const un = await runCli(sb, ["uninstall", name, ...flags, "--json"], opts);
    expect(un.code, un.stderr).toBe(0);
    expect(existsSync(path.join(skillsDir, installPath))).toBe(false);
    expect(readJson(path.join(skillsDir, ".hub/lock.json")).installed).toEqual({});
  });

  it("defaults to the project for agents other than Hermes; check and update work there", async () => {
    const sb = makeSandbox();
    const project = projectIn(sb);
    const opts = { registry: registry.url, cwd: project };
    expect((await runCli(sb, ["install", name, "-a", "claude-code", "-y"], opts)).code).toBe(0);
    const skillsDir = path.join(project, ".claude/skills");
    expect(readJson(path.join(skillsDir, ".hub/lock.json")).installed[name].skillhub).toMatchObject({ agent: "claude-code", scope: "project", version: "1.1.0" });

    writeFileSync(path.join(skillsDir, name, "references/guide.md"), "edited\n");
    const verify = await runCli(sb, ["verify", "-a", "claude-code", "--json"], opts);
    expect(verify.code).toBe(1);
    expect(JSON.parse(verify.stdout).results[0].modified).toEqual(["references/guide.md"]);

    const check = await runCli(sb, ["check", "-a", "claude-code", "--json"], opts);
    expect(JSON.parse(check.stdout).skills).toEqual([expect.objectContaining({ name, installed: "1.1.0", status: "up-to-date" })]);
    const update = await runCli(sb, ["update", "-a", "claude-code", "--json"], opts);
    expect(update.code, update.stderr).toBe(0);
    expect(JSON.parse(update.stdout).results[0]).toMatchObject({ action: "unchanged" });
  });

  it("codex and cursor share .agents/skills in a project: one install, visible to both", async () => {
    const sb = makeSandbox();
    const project = projectIn(sb);
    const opts = { registry: registry.url, cwd: project };
    expect((await runCli(sb, ["install", name, "-a", "codex"], opts)).code).toBe(0);
    const again = await runCli(sb, ["install", name, "-a", "cursor", "--json"], opts);
    expect(again.code).toBe(1);
    expect(JSON.parse(again.stdout).error.code).toBe("ALREADY_INSTALLED");
    const list = JSON.parse((await runCli(sb, ["list", "-a", "cursor", "--json"], opts)).stdout);
    expect(list.skills).toEqual([expect.objectContaining({ name, agent: "codex", scope: "project" })]);
  });

  it("an unknown agent: exit 2, the list of agents, nothing written", async () => {
    const sb = makeSandbox();
    const project = projectIn(sb);
    const r = await runCli(sb, ["install", name, "--agent", "notepad"], { registry: registry.url, cwd: project });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Unknown agent \"notepad\". Known agents: hermes, claude-code, codex, cursor, gemini-cli, github-copilot, openclaw, opencode");
    expect(r.stderr).toContain("[AGENT_UNKNOWN]");
    expect(listTree(project)).toEqual([]);
    expect(listTree(sb.hermesHome)).toEqual([]);
  });

  it("the Hermes default is unchanged: $HERMES_HOME/skills/<category>/<name>, recorded as hermes (global)", async () => {
    const sb = makeSandbox();
    const project = mkdtempSync(path.join(os.tmpdir(), "skillhub-agent-cwd-"));
    const r = await runCli(sb, ["install", name], { registry: registry.url, cwd: project });
    expect(r.code, r.stderr).toBe(0);
    expect(readTree(path.join(sb.skillsDir, "notes", name))).toEqual(files("1.1.0"));
    expect(readJson(path.join(sb.hubDir, "lock.json")).installed[name].skillhub).toMatchObject({ agent: "hermes", scope: "global" });
    expect(listTree(project)).toEqual([]);
  });
});
