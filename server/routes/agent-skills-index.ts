// GET /.well-known/agent-skills/index.json — Agent Skills Discovery (v0.2): one archive per skill,
// with the archive's sha256 digest and per-file digests. The `skills` CLI (npx skills add) reads it:
// name, description, type, url and digest; its update check compares the digest with the one it
// stored at install.
import { listDiscoverySkills, type DiscoverySkill } from "@/lib/registry/list-discovery-skills";
import { json } from "../http";
import type { Handler } from "../router";

const AGENT_SKILLS_SCHEMA = "https://schemas.agentskills.io/discovery/0.2.0/schema.json";
/** The schema's limit, counted as the `skills` CLI counts it (UTF-16 units); longer entries are skipped there. */
const DESCRIPTION_MAX_UNITS = 1024;

/** At most 1024 UTF-16 units, never half a surrogate pair. */
export function discoveryDescription(description: string): string {
  if (description.length <= DESCRIPTION_MAX_UNITS) return description;
  const cut = description.slice(0, DESCRIPTION_MAX_UNITS - 1);
  return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
}

export function agentSkillsIndexBody(origin: string, skills: DiscoverySkill[]) {
  return {
    $schema: AGENT_SKILLS_SCHEMA,
    version: "0.2.0",
    skills: skills.map((s) => ({
      name: s.name,
      type: "archive",
      description: discoveryDescription(s.description),
      version: s.version,
      url: `${origin}/.well-known/agent-skills/${s.name}.tar.gz`,
      digest: `sha256:${s.sha256}`,
      files: s.files.map((f) => ({ path: f.path, digest: `sha256:${f.sha256}` })),
    })),
  };
}

export const agentSkillsIndex: Handler = async (request) => json(agentSkillsIndexBody(request.origin(), await listDiscoverySkills()), "shared");
