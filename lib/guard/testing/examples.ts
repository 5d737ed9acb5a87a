// Turns a catalogue example into a skill: a string is the body of a SKILL.md (Markdown: prose,
// fenced code blocks), a file or a list of files is used as given.
import type { SkillFile } from "@/lib/skill/types";
import type { Example, ExampleFile, Rule } from "../types";

const enc = new TextEncoder();

function toFile(f: ExampleFile): SkillFile {
  return { path: f.path, bytes: f.bytes ?? enc.encode(f.text ?? ""), isExecutable: f.isExecutable ?? false };
}

export function exampleFiles(_rule: Rule, ex: Example): SkillFile[] {
  if (typeof ex === "string") {
    return ex.startsWith("---\n") ? [toFile({ path: "SKILL.md", text: ex })] : [toFile({ path: "SKILL.md", text: `---\nname: example\ndescription: An example skill.\n---\n\n${ex}\n` })];
  }
  if ("files" in ex) return ex.files.map(toFile);
  return [toFile(ex)];
}
