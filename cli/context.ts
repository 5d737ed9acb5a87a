// Everything a command needs, resolved once from argv, the environment and the config file:
// the registry URL and its token and trust, the skills folder (of which agent, in which scope), the
// output mode and the flags.

import path from "node:path";
import { agentSkillsDir, DEFAULT_AGENT, findAgent, type AgentScope } from "./agents";
import { configPath, DEFAULT_TRUST, readConfig, registryConfig, type Config } from "./config";
import { usageError } from "./errors";
import { Output, type Streams } from "./output";
import type { TrustTier } from "@/lib/guard/policy";

export const DEFAULT_REGISTRY = "http://localhost:3000";

export type Flags = {
  registry?: string;
  "skills-dir"?: string;
  agent?: string;
  global?: boolean;
  project?: boolean;
  json?: boolean;
  quiet?: boolean;
  yes?: boolean;
  force?: boolean;
  "dry-run"?: boolean;
  version?: string;
  tag?: string;
  token?: string;
  tier?: string;
};

export type Context = {
  env: NodeJS.ProcessEnv;
  out: Output;
  /** Normalised registry base URL (no trailing slash); also the key of its config entry. */
  registry: string;
  skillsDir: string;
  /** The agent and scope whose folder skillsDir is; null when --skills-dir named the folder. */
  target: { agent: string; scope: AgentScope } | null;
  hubDir: string;
  configFile: string;
  config: Config;
  token?: string;
  /** The trust the user grants this registry (config), default community. */
  grantedTrust: TrustTier;
  json: boolean;
  quiet: boolean;
  yes: boolean;
  force: boolean;
  dryRun: boolean;
  flags: Flags;
};

export function normaliseRegistry(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw usageError(`--registry must be an absolute http(s) URL, got ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw usageError("--registry must be an http(s) URL");
  if (url.username || url.password) throw usageError("--registry must not carry credentials; use `skillhub login`");
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/**
 * The skills folder: --skills-dir as given; else the agent's folder (--agent, default Hermes) in the
 * scope asked for, or the agent's default scope (Hermes: global $HERMES_HOME/skills; the others:
 * the project, i.e. the current directory, as `npx skills add` does).
 */
export function resolveSkillsDir(flags: Flags, env: NodeJS.ProcessEnv, cwd = process.cwd()): { skillsDir: string; target: Context["target"] } {
  if (flags.global && flags.project) throw usageError("--global and --project exclude each other");
  if (flags["skills-dir"]) {
    if (flags.agent || flags.global || flags.project) throw usageError("--skills-dir names the folder itself; leave out --agent, --global and --project");
    return { skillsDir: path.resolve(flags["skills-dir"]), target: null };
  }
  const agent = findAgent(flags.agent ?? DEFAULT_AGENT);
  const scope: AgentScope = flags.global ? "global" : flags.project ? "project" : agent.defaultScope;
  return { skillsDir: agentSkillsDir(agent, scope, env, cwd), target: { agent: agent.id, scope } };
}

export async function createContext(flags: Flags, env: NodeJS.ProcessEnv, streams: Streams): Promise<Context> {
  const json = Boolean(flags.json);
  const quiet = Boolean(flags.quiet);
  const out = new Output(streams, { json, quiet, env });
  const registry = normaliseRegistry(flags.registry ?? env.SKILLHUB_REGISTRY ?? DEFAULT_REGISTRY);
  const { skillsDir, target } = resolveSkillsDir(flags, env);
  const configFile = configPath(env);
  const config = await readConfig(configFile);
  const entry = registryConfig(config, registry);
  return {
    env,
    out,
    registry,
    skillsDir,
    target,
    hubDir: path.join(skillsDir, ".hub"),
    configFile,
    config,
    token: env.SKILLHUB_TOKEN || entry.token,
    grantedTrust: entry.trust ?? DEFAULT_TRUST,
    json,
    quiet,
    yes: Boolean(flags.yes),
    force: Boolean(flags.force),
    dryRun: Boolean(flags["dry-run"]),
    flags,
  };
}
