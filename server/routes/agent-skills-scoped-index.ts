// GET /skills/{name}/.well-known/agent-skills/index.json — the discovery index of one skill. The
// `skills` CLI looks for an index under the path of the URL it is given before the root one, so
// `npx skills add <origin>/skills/<name>` fetches this skill's archive only, where `npx skills add
// <origin> --skill <name>` fetches (and counts a download of) every skill's archive to pick one.
import { AppError } from "@/lib/errors";
import { listDiscoverySkills } from "@/lib/registry/list-discovery-skills";
import { canonicalName } from "@/lib/skill/names";
import { json } from "../http";
import type { Handler } from "../router";
import { agentSkillsIndexBody } from "./agent-skills-index";

export const agentSkillsScopedIndex: Handler = async (request) => {
  const name = canonicalName(request.params.name);
  const skill = (await listDiscoverySkills()).find((s) => s.name === name);
  if (!skill) throw new AppError("SKILL_NOT_FOUND", `No published skill named ${name}.`);
  return json(agentSkillsIndexBody(request.origin(), [skill]), "shared");
};
