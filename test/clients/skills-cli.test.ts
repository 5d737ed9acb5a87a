// The real `skills` CLI (npm `skills`, the `npx skills add URL` client) against the real registry,
// on the Node 22 it needs, as a child process with no stdin, a throwaway HOME and project folder:
// --list, --skill, all skills, two agents, and its update check (`skills update`, which compares the
// v0.2 index's archive digest with the one it stored in skills-lock.json).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { listTree } from "@/cli/test/cli";
import { skillMd, testRegistry, testSkillName, type TestRegistry } from "@/cli/test/registry";
import { node22Binary } from "@/test/support/node22.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SKILLS_CLI = path.join(ROOT, "node_modules/skills/bin/cli.mjs");

let registry: TestRegistry;
let node: string;
let token: string;
const alpha = testSkillName("skills-cli-alpha");
const beta = testSkillName("skills-cli-beta");

function alphaFiles(version: string): Record<string, string> {
  return {
    "SKILL.md": skillMd(alpha, "Formats release notes from a changelog.", `\nVersion ${version}.\n`),
    "references/style.md": `# Style ${version}\n\nOne line per change. Ünïcödé stays as it is.\n`,
    "scripts/notes.sh": `#!/bin/sh\necho "notes ${version}"\n`,
  };
}
const betaFiles = { "SKILL.md": skillMd(beta, "Checks links in markdown files.") };

type Run = { code: number | null; stdout: string; stderr: string };

/** A throwaway HOME (with ~/.claude and ~/.codex, so the CLI's agent detection sees those two) and project. */
function sandbox() {
  const root = mkdtempSync(path.join(os.tmpdir(), "skills-cli-"));
  const home = path.join(root, "home");
  const project = path.join(root, "project");
  for (const dir of [path.join(home, ".claude"), path.join(home, ".codex"), project]) mkdirSync(dir, { recursive: true });
  return { home, project };
}

function runSkills(box: { home: string; project: string }, args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    // No telemetry or audit look-ups to skills.sh (DISABLE_TELEMETRY); everything else stays in the sandbox.
    const env: Record<string, string | undefined> = { PATH: process.env.PATH, HOME: box.home, XDG_CONFIG_HOME: path.join(box.home, ".config"), XDG_STATE_HOME: path.join(box.home, ".state"), DISABLE_TELEMETRY: "1", DO_NOT_TRACK: "1", NO_COLOR: "1", CI: "1" };
    const child = spawn(node, [SKILLS_CLI, ...args], { cwd: box.project, env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c));
    child.stderr.on("data", (c: Buffer) => (stderr += c));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

function readFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const rel of listTree(dir)) if (!rel.endsWith("/")) files[rel] = readFileSync(path.join(dir, rel), "utf8");
  return files;
}

async function indexDigest(name: string): Promise<string> {
  const index = await (await fetch(`${registry.url}/.well-known/agent-skills/index.json`)).json();
  return index.skills.find((s: { name: string }) => s.name === name).digest;
}

async function publishOk(files: Record<string, string>, version: string) {
  const res = await registry.publish(token, files, { version });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
}

beforeAll(async () => {
  registry = testRegistry();
  node = await node22Binary();
  token = (await registry.createPublisher("trusted")).token;
  await publishOk(alphaFiles("1.0.0"), "1.0.0");
  await publishOk(betaFiles, "1.0.0");
}, 180_000);

describe("npx skills add <registry URL>", () => {
  it("--list shows every skill with its description, and installs nothing", async () => {
    const box = sandbox();
    const r = await runSkills(box, ["add", registry.url, "--list"]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    for (const text of [alpha, beta, "Formats release notes from a changelog.", "Checks links in markdown files."]) expect(r.stdout).toContain(text);
    expect(listTree(box.project)).toEqual([]);
  });

  it("--skill NAME -a claude-code codex -y: byte-identical files in both agents' project folders", async () => {
    const box = sandbox();
    const r = await runSkills(box, ["add", registry.url, "--skill", alpha, "-a", "claude-code", "codex", "-y"]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    for (const dir of [".claude/skills", ".agents/skills"]) expect(readFiles(path.join(box.project, dir, alpha))).toEqual(alphaFiles("1.0.0"));
    expect(listTree(path.join(box.project, ".agents/skills"))).not.toContain(`${beta}/`);
    const lock = JSON.parse(readFileSync(path.join(box.project, "skills-lock.json"), "utf8"));
    expect(lock.skills[alpha]).toMatchObject({ sourceType: "well-known", sourceUrl: registry.url, wellKnownDigest: await indexDigest(alpha) });
  });

  it("without --skill, -y installs every skill of the registry", async () => {
    const box = sandbox();
    const r = await runSkills(box, ["add", registry.url, "-a", "claude-code", "-y"]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(readFiles(path.join(box.project, ".claude/skills", alpha))).toEqual(alphaFiles("1.0.0"));
    expect(readFiles(path.join(box.project, ".claude/skills", beta))).toEqual(betaFiles);
  });

  it("<origin>/skills/NAME (the skill page's command): that skill alone, from its scoped index", async () => {
    const scoped = await (await fetch(`${registry.url}/skills/${beta}/.well-known/agent-skills/index.json`)).json();
    expect(scoped.skills.map((s: { name: string }) => s.name)).toEqual([beta]);
    expect((await fetch(`${registry.url}/skills/no-such-skill-here/.well-known/agent-skills/index.json`)).status).toBe(404);

    const box = sandbox();
    const r = await runSkills(box, ["add", `${registry.url}/skills/${beta}`, "-a", "claude-code", "-y"]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(listTree(path.join(box.project, ".claude/skills"))).toEqual([`${beta}/`, `${beta}/SKILL.md`]);
    expect(readFiles(path.join(box.project, ".claude/skills", beta))).toEqual(betaFiles);
  });

  it("`skills update` sees nothing new, then the version published after the install, and installs it", async () => {
    const box = sandbox();
    const added = await runSkills(box, ["add", registry.url, "--skill", alpha, "-a", "claude-code", "codex", "-y"]);
    expect(added.code, added.stderr + added.stdout).toBe(0);
    const scopedBox = sandbox();
    const scopedAdd = await runSkills(scopedBox, ["add", `${registry.url}/skills/${alpha}`, "-a", "claude-code", "-y"]);
    expect(scopedAdd.code, scopedAdd.stderr + scopedAdd.stdout).toBe(0);

    const current = await runSkills(box, ["update", "-p", "-y"]);
    expect(current.code, current.stderr + current.stdout).toBe(0);
    expect(current.stdout).not.toContain(`Updating ${alpha}`);

    await publishOk(alphaFiles("1.1.0"), "1.1.0");
    const updated = await runSkills(box, ["update", "-p", "-y"]);
    expect(updated.code, updated.stderr + updated.stdout).toBe(0);
    expect(updated.stdout).toContain(`Updated ${alpha}`);
    for (const dir of [".claude/skills", ".agents/skills"]) expect(readFiles(path.join(box.project, dir, alpha))).toEqual(alphaFiles("1.1.0"));
    const lock = JSON.parse(readFileSync(path.join(box.project, "skills-lock.json"), "utf8"));
    expect(lock.skills[alpha].wellKnownDigest).toBe(await indexDigest(alpha));

    const scopedUpdate = await runSkills(scopedBox, ["update", "-p", "-y"]);
    expect(scopedUpdate.code, scopedUpdate.stderr + scopedUpdate.stdout).toBe(0);
    expect(scopedUpdate.stdout).toContain(`Updated ${alpha}`);
    expect(readFiles(path.join(scopedBox.project, ".claude/skills", alpha))).toEqual(alphaFiles("1.1.0"));
  });
});
