// Turns a rule example into a skill: a string goes into SKILL.md prose (scope any/prose or checks
// without a pattern) or into scripts/example.sh (scope code).
import type { SkillFile } from "@/lib/skill/types";
import type { Example, ExampleFile, Rule } from "../types";

const enc = new TextEncoder();

function toFile(f: ExampleFile): SkillFile {
  return { path: f.path, bytes: f.bytes ?? enc.encode(f.text ?? ""), isExecutable: f.isExecutable ?? false };
}

export function exampleFiles(rule: Rule, ex: Example): SkillFile[] {
  if (typeof ex === "string") {
    return rule.scope === "code"
      ? [toFile({ path: "scripts/example.sh", text: `#!/bin/sh\n${ex}\n`, isExecutable: true })]
      : [toFile({ path: "SKILL.md", text: `---\nname: example\ndescription: example\n---\n\n${ex}\n` })];
  }
  if ("files" in ex) return ex.files.map(toFile);
  return [toFile(ex)];
}
