// GET /.well-known/agent-skills/index.json — Agent Skills Discovery (v0.2): one archive per skill,
// with the archive's sha256 digest and per-file digests.
import { listDiscoverySkills } from "@/lib/registry/list-discovery-skills";
import { json } from "../http";
import type { Handler } from "../router";

const AGENT_SKILLS_SCHEMA = "https://schemas.agentskills.io/discovery/0.2.0/schema.json";

export const agentSkillsIndex: Handler = async (request) => {
  const origin = request.origin();
  const skills = (await listDiscoverySkills()).map((s) => ({
    name: s.name,
    type: "archive",
    description: s.description,
    version: s.version,
    url: `${origin}/.well-known/agent-skills/${s.name}.tar.gz`,
    digest: `sha256:${s.sha256}`,
    files: s.files.map((f) => ({ path: f.path, digest: `sha256:${f.sha256}` })),
  }));
  return json({ $schema: AGENT_SKILLS_SCHEMA, version: "0.2.0", skills }, "shared");
};
