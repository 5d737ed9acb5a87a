// The agents `skillhub install --agent NAME` installs into, and each one's skills folder per scope.
// Folders are the ones the `skills` CLI (npm `skills` 1.7.4, dist/cli.mjs `agents`) uses, so a skill
// lands where the agent — and `npx skills list` — looks for it. Hermes is the default and keeps its
// own layout: $HERMES_HOME/skills, with category subfolders.

import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CliError, EXIT } from "./errors";

export type AgentScope = "project" | "global";

export type Agent = {
  id: string;
  displayName: string;
  /** Relative to the project folder (the current directory). */
  projectDir: string;
  globalDir: (home: string, env: NodeJS.ProcessEnv) => string;
  defaultScope: AgentScope;
  /** Hermes reads `<category>/<name>/SKILL.md`; the others read `<name>/SKILL.md` only. */
  hasCategories: boolean;
};

const fromEnv = (env: NodeJS.ProcessEnv, key: string, fallback: string) => {
  const value = env[key]?.trim();
  return value ? path.resolve(value) : fallback;
};

/** OpenClaw's home went by two earlier names; `skills` uses whichever exists, else ~/.openclaw. */
function openClawHome(home: string): string {
  const found = [".openclaw", ".clawdbot", ".moltbot"].find((d) => existsSync(path.join(home, d)));
  return path.join(home, found ?? ".openclaw");
}

export const DEFAULT_AGENT = "hermes";

export const AGENTS: Record<string, Agent> = {
  hermes: {
    id: "hermes",
    displayName: "Hermes Agent",
    projectDir: ".hermes/skills",
    globalDir: (home, env) => path.join(fromEnv(env, "HERMES_HOME", path.join(home, ".hermes")), "skills"),
    defaultScope: "global",
    hasCategories: true,
  },
  "claude-code": {
    id: "claude-code",
    displayName: "Claude Code",
    projectDir: ".claude/skills",
    globalDir: (home, env) => path.join(fromEnv(env, "CLAUDE_CONFIG_DIR", path.join(home, ".claude")), "skills"),
    defaultScope: "project",
    hasCategories: false,
  },
  codex: {
    id: "codex",
    displayName: "Codex",
    projectDir: ".agents/skills",
    globalDir: (home) => path.join(home, ".agents", "skills"),
    defaultScope: "project",
    hasCategories: false,
  },
  cursor: {
    id: "cursor",
    displayName: "Cursor",
    projectDir: ".agents/skills",
    globalDir: (home) => path.join(home, ".cursor", "skills"),
    defaultScope: "project",
    hasCategories: false,
  },
  "gemini-cli": {
    id: "gemini-cli",
    displayName: "Gemini CLI",
    projectDir: ".agents/skills",
    globalDir: (home) => path.join(home, ".gemini", "skills"),
    defaultScope: "project",
    hasCategories: false,
  },
  "github-copilot": {
    id: "github-copilot",
    displayName: "GitHub Copilot",
    projectDir: ".agents/skills",
    globalDir: (home) => path.join(home, ".copilot", "skills"),
    defaultScope: "project",
    hasCategories: false,
  },
  openclaw: {
    id: "openclaw",
    displayName: "OpenClaw",
    projectDir: "skills",
    globalDir: (home) => path.join(openClawHome(home), "skills"),
    defaultScope: "project",
    hasCategories: false,
  },
  opencode: {
    id: "opencode",
    displayName: "OpenCode",
    projectDir: ".agents/skills",
    globalDir: (home, env) => path.join(fromEnv(env, "XDG_CONFIG_HOME", path.join(home, ".config")), "opencode", "skills"),
    defaultScope: "project",
    hasCategories: false,
  },
};

/** Names `skills` uses for the same agents, accepted too. */
const ALIASES: Record<string, string> = { "hermes-agent": "hermes", claude: "claude-code", gemini: "gemini-cli", copilot: "github-copilot" };

export function findAgent(name: string): Agent {
  const id = ALIASES[name] ?? name;
  const agent = Object.hasOwn(AGENTS, id) ? AGENTS[id] : undefined;
  if (!agent) {
    const known = Object.keys(AGENTS);
    throw new CliError("AGENT_UNKNOWN", `Unknown agent ${JSON.stringify(name)}. Known agents: ${known.join(", ")}`, { agent: name, agents: known }, EXIT.usage);
  }
  return agent;
}

/** The skills folder of `agent` in `scope`: project folders are relative to `cwd`. */
export function agentSkillsDir(agent: Agent, scope: AgentScope, env: NodeJS.ProcessEnv, cwd: string): string {
  if (scope === "project") return path.resolve(cwd, agent.projectDir);
  const home = env.HOME?.trim() ? path.resolve(env.HOME) : os.homedir();
  return agent.globalDir(home, env);
}
