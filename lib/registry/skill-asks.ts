// What a skill asks of the machine it runs on, read from its frontmatter and files: environment
// variables, tools, commands, platforms and network hosts. Shown on the Versions tab so a reader can
// see what an update starts asking for before taking it. Shell references count only with an
// underscore (`$API_KEY`, not `$URL`), which keeps a script's own short variables out. Pure.
import { findUrls } from "@/lib/guard/knowledge/hosts";
import type { SkillFile } from "@/lib/skill";

export type SkillAsks = { envVars: string[]; tools: string[]; commands: string[]; platforms: string[]; hosts: string[] };
export const ASK_LABELS: Record<keyof SkillAsks, string> = {
  envVars: "Environment variables",
  tools: "Tools",
  commands: "Commands",
  platforms: "Platforms",
  hosts: "Network hosts",
};

const COMMON_ENV = new Set(["HOME", "PATH", "PWD", "USER", "SHELL", "TMPDIR", "TERM", "LANG", "OLDPWD", "HOSTNAME", "IFS", "EDITOR"]);
const ENV_REFERENCE = /\$\{?([A-Z][A-Z0-9]*_[A-Z0-9_]+)\b|process\.env\.([A-Z_][A-Z0-9_]{1,63})|os\.environ(?:\.get)?\s*[([]\s*["']([A-Z_][A-Z0-9_]{1,63})|getenv\(\s*["']([A-Z_][A-Z0-9_]{1,63})/g;
const TEXT_LIMIT = 512 * 1024;

function strings(value: unknown): string[] {
  if (typeof value === "string") return value.split(/[\s,]+/).filter(Boolean);
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => (typeof v === "string" ? [v] : v && typeof v === "object" && typeof (v as { name?: unknown }).name === "string" ? [(v as { name: string }).name] : []));
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

export function describeAsks(frontmatter: Record<string, unknown>, files: readonly SkillFile[]): SkillAsks {
  const hermes = record(record(frontmatter.metadata).hermes);
  const prerequisites = record(frontmatter.prerequisites);
  const envVars = new Set([...strings(frontmatter.required_environment_variables), ...strings(prerequisites.env_vars)]);
  const hosts = new Set<string>();
  const decoder = new TextDecoder("utf-8", { fatal: false });
  for (const file of files) {
    if (file.bytes.byteLength > TEXT_LIMIT || file.bytes.includes(0)) continue;
    const text = decoder.decode(file.bytes);
    for (const url of findUrls(text)) hosts.add(url.host.toLowerCase());
    for (const m of text.matchAll(ENV_REFERENCE)) {
      const name = m[1] ?? m[2] ?? m[3] ?? m[4];
      if (name && !COMMON_ENV.has(name)) envVars.add(name);
    }
  }
  return {
    envVars: sorted(envVars),
    tools: sorted([...strings(frontmatter["allowed-tools"]), ...strings(hermes.requires_tools), ...strings(hermes.requires_toolsets)]),
    commands: sorted(strings(prerequisites.commands)),
    platforms: sorted(strings(frontmatter.platforms)),
    hosts: sorted(hosts),
  };
}
