// Conventional Commits validator
const TYPES = ["feat", "fix", "docs", "style", "refactor", "perf", "test", "build", "ci", "chore", "revert"];
const RE = /^(?<type>[a-z]+)(?:\((?<scope>[\w\-./]+)\))?(?<bang>!)?: (?<subject>.+)$/;

export function validate(msg: string): string[] {
  const errs: string[] = [];
  const header = msg.split("\n").find((l) => l.trim() && !l.startsWith("#")) ?? "";
  if (/^(Merge|Revert ")/.test(header)) return errs;
  const m = header.match(RE);
  if (!m?.groups) return [`header must look like "type(scope): subject" — got "${header}"`];
  const { type, subject } = m.groups;
  if (!TYPES.includes(type)) errs.push(`unknown type "${type}" (allowed: ${TYPES.join(", ")})`);
  if (header.length > 72) errs.push(`header is ${header.length} chars (max 72)`);
  if (/\.$/.test(subject)) errs.push("subject must not end with a period");
  if (/^[A-Z]/.test(subject)) errs.push("subject should start lowercase");
  const lines = msg.split("\n");
  if (lines.length > 1 && lines[1].trim() !== "" && !lines[1].startsWith("#")) errs.push("blank line required after header");
  return errs;
}

if (import.meta.main) {
  const explain = Deno.args[0] === "--explain";
  const msg = explain ? Deno.args[1] : await Deno.readTextFile(Deno.args[0]);
  const errs = validate(msg);
  if (errs.length) {
    console.error("✖ commit message rejected:\n  - " + errs.join("\n  - "));
    Deno.exit(1);
  }
  if (explain) console.log("✔ ok");
}
