// Where `--agent` and `--global`/`--project` put skills: the folders the `skills` CLI (npm `skills`
// 1.7.4) uses for the same agents.
import { mkdirSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AGENTS, findAgent } from "./agents";
import { resolveSkillsDir } from "./context";
import { helpText } from "./main";

const HOME = "/home/u";
const CWD = "/work/project";
/** Next's types make NODE_ENV required on ProcessEnv; these tests pass only what they mean. */
const envOf = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;
const env = envOf({ HOME });

describe("agent folders", () => {
  it.each([
    ["hermes", "/work/project/.hermes/skills", "/home/u/.hermes/skills"],
    ["claude-code", "/work/project/.claude/skills", "/home/u/.claude/skills"],
    ["codex", "/work/project/.agents/skills", "/home/u/.agents/skills"],
    ["cursor", "/work/project/.agents/skills", "/home/u/.cursor/skills"],
    ["gemini-cli", "/work/project/.agents/skills", "/home/u/.gemini/skills"],
    ["github-copilot", "/work/project/.agents/skills", "/home/u/.copilot/skills"],
    ["openclaw", "/work/project/skills", "/home/u/.openclaw/skills"],
    ["opencode", "/work/project/.agents/skills", "/home/u/.config/opencode/skills"],
  ])("%s: project %s, global %s", (agent, project, global) => {
    expect(resolveSkillsDir({ agent, project: true }, env, CWD)).toEqual({ skillsDir: project, target: { agent, scope: "project" } });
    expect(resolveSkillsDir({ agent, global: true }, env, CWD)).toEqual({ skillsDir: global, target: { agent, scope: "global" } });
  });

  it("defaults: Hermes global ($HERMES_HOME/skills, unchanged), every other agent the project", () => {
    expect(resolveSkillsDir({}, env, CWD).skillsDir).toBe("/home/u/.hermes/skills");
    expect(resolveSkillsDir({}, envOf({ HOME, HERMES_HOME: "/opt/hermes" }), CWD).skillsDir).toBe("/opt/hermes/skills");
    for (const agent of Object.keys(AGENTS).filter((a) => a !== "hermes")) expect(resolveSkillsDir({ agent }, env, CWD).target).toEqual({ agent, scope: "project" });
  });

  it("honours the agents' own home variables as `skills` does", () => {
    const custom = envOf({ HOME, CLAUDE_CONFIG_DIR: "/cfg/claude", XDG_CONFIG_HOME: "/cfg/xdg" });
    expect(resolveSkillsDir({ agent: "claude-code", global: true }, custom, CWD).skillsDir).toBe("/cfg/claude/skills");
    expect(resolveSkillsDir({ agent: "opencode", global: true }, custom, CWD).skillsDir).toBe("/cfg/xdg/opencode/skills");
  });

  it("OpenClaw's global folder follows an existing legacy home (~/.clawdbot) as `skills` does", () => {
    const home = mkdtempSync(path.join(os.tmpdir(), "skillhub-agents-"));
    mkdirSync(path.join(home, ".clawdbot"));
    expect(resolveSkillsDir({ agent: "openclaw", global: true }, envOf({ HOME: home }), CWD).skillsDir).toBe(path.join(home, ".clawdbot/skills"));
  });

  it("accepts the `skills` CLI's names for the same agents", () => {
    expect(findAgent("hermes-agent").id).toBe("hermes");
    expect(findAgent("gemini").id).toBe("gemini-cli");
  });

  it("an unknown agent is a usage error (exit 2) that lists the known ones", () => {
    expect(() => findAgent("notepad")).toThrow(expect.objectContaining({ code: "AGENT_UNKNOWN", exitCode: 2, message: expect.stringContaining("claude-code, codex") }));
    expect(() => findAgent("constructor")).toThrow(expect.objectContaining({ code: "AGENT_UNKNOWN" }));
  });

  it("--skills-dir cannot be combined with --agent/--global/--project, nor --global with --project", () => {
    expect(() => resolveSkillsDir({ "skills-dir": "/x", agent: "codex" }, env, CWD)).toThrow(expect.objectContaining({ code: "USAGE", exitCode: 2 }));
    expect(() => resolveSkillsDir({ global: true, project: true }, env, CWD)).toThrow(expect.objectContaining({ code: "USAGE" }));
    expect(resolveSkillsDir({ "skills-dir": "/x" }, env, CWD)).toEqual({ skillsDir: "/x", target: null });
  });

  it("--help names every agent", () => {
    for (const agent of Object.keys(AGENTS)) expect(helpText()).toContain(agent);
  });
});
