// Everything a command needs, resolved once from argv, the environment and the config file:
// the registry URL and its token and trust, the skills folder, the output mode and the flags.

import os from "node:os";
import path from "node:path";
import { configPath, DEFAULT_TRUST, readConfig, registryConfig, type Config } from "./config";
import { usageError } from "./errors";
import { Output, type Streams } from "./output";
import type { TrustTier } from "@/lib/guard/policy";

export const DEFAULT_REGISTRY = "http://localhost:3000";

export type Flags = {
  registry?: string;
  "skills-dir"?: string;
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

export function resolveSkillsDir(flags: Flags, env: NodeJS.ProcessEnv): string {
  if (flags["skills-dir"]) return path.resolve(flags["skills-dir"]);
  const home = env.HERMES_HOME ? path.resolve(env.HERMES_HOME) : path.join(os.homedir(), ".hermes");
  return path.join(home, "skills");
}

export async function createContext(flags: Flags, env: NodeJS.ProcessEnv, streams: Streams): Promise<Context> {
  const json = Boolean(flags.json);
  const quiet = Boolean(flags.quiet);
  const out = new Output(streams, { json, quiet, env });
  const registry = normaliseRegistry(flags.registry ?? env.SKILLHUB_REGISTRY ?? DEFAULT_REGISTRY);
  const skillsDir = resolveSkillsDir(flags, env);
  const configFile = configPath(env);
  const config = await readConfig(configFile);
  const entry = registryConfig(config, registry);
  return {
    env,
    out,
    registry,
    skillsDir,
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
