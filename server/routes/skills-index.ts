// GET /.well-known/skills/index.json — the index stock Hermes reads ("well-known:" sources). Hermes
// fetches each listed file as text, so only skills whose files are all UTF-8 text are listed.
import { listDiscoverySkills } from "@/lib/registry/list-discovery-skills";
import { json } from "../http";
import type { Handler } from "../router";

export const skillsIndex: Handler = async () => {
  const skills = (await listDiscoverySkills())
    .filter((s) => s.files.every((f) => f.isText !== false))
    .map((s) => ({ name: s.name, description: s.description, version: s.version, files: s.files.map((f) => f.path) }));
  return json({ skills }, "shared");
};
