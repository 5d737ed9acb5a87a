// The client's config file: per registry, the API token and the trust the user grants it.
// `$SKILLHUB_CONFIG` or `~/.config/skillhub/config.json` (XDG_CONFIG_HOME honoured), mode 0600.
//   { "registries": { "<registry url>": { "token"?: "skh_…", "trust"?: "community" } } }

import { chmod, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CliError } from "./errors";
import { TRUST_TIERS, type TrustTier } from "@/lib/guard/policy";

export type RegistryConfig = { token?: string; trust?: TrustTier };
export type Config = { registries: Record<string, RegistryConfig> } & Record<string, unknown>;

/** The trust granted to a registry nobody configured: the most restrictive row of the policy. */
export const DEFAULT_TRUST: TrustTier = "community";

export function configPath(env: NodeJS.ProcessEnv): string {
  if (env.SKILLHUB_CONFIG) return path.resolve(env.SKILLHUB_CONFIG);
  const base = env.XDG_CONFIG_HOME || path.join(os.homedir(), ".config");
  return path.join(base, "skillhub", "config.json");
}

export async function readConfig(file: string): Promise<Config> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { registries: {} };
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CliError("CONFIG_INVALID", `${file} is not valid JSON`);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new CliError("CONFIG_INVALID", `${file} must hold a JSON object`);
  const config = parsed as Config;
  if (!config.registries || typeof config.registries !== "object") config.registries = {};
  for (const [url, entry] of Object.entries(config.registries)) {
    if (entry?.trust !== undefined && !TRUST_TIERS.includes(entry.trust)) {
      throw new CliError("CONFIG_INVALID", `${file}: trust for ${url} must be one of ${TRUST_TIERS.join(", ")}`);
    }
  }
  return config;
}

export async function writeConfig(file: string, config: Config): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await chmod(temp, 0o600);
  await rename(temp, file);
}

export function registryConfig(config: Config, registry: string): RegistryConfig {
  return config.registries[registry] ?? {};
}
