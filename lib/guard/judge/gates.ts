// Harm that arms itself: a destructive or leaking step that runs only after a fixed moment (a time
// bomb), or only where no CI is watching, hides from the tests and the review that would catch it.
// Ordinary code compares the clock with computed values (an mtime plus a TTL, a token's expiry); a
// comparison of "now" with a fixed date, or an exit when CI is set, ahead of the harm is the trigger.
// Works on each code file's text, line by line, the way a reader finds the condition above a step.
import type { Finding } from "../types";

export type Gate = { line: number; what: "date" | "ci"; text: string };

// Reading the clock.
const NOW_RE = /\bDate\.now\(\)|\bnew Date\(\)|\.today\(\)|\bdatetime\.(?:now|utcnow)\(|\btime\.time\(\)|\btime\.Now\(\)|\bGet-Date\b|\bdate\s+(?:-u\s+)?\+%[sYmdHM]|\bTime\.now\b|\bDateTime\.(?:Now|UtcNow)\b/;
// A fixed moment: a date built from literals or settings, an epoch or YYYYMMDD literal, an ISO date string.
const FIXED_RE = /\bDate\.parse\(|\bnew Date\(\s*["'`\w]|\bdate(?:time)?\(\s*[^)\s]|\btime\.Date\(|\[datetime\]|\bTime\.(?:new|parse|utc|gm|local)\(|\bDate\.(?:parse|new)\(|\bstrptime\(|\bfromisoformat\(|\bParseExact\(|\b1[6-9]\d{8}(?:\d{3})?\b|\b20[2-9]\d[01]\d[0-3]\d\b|["']20[2-9]\d-[01]\d-[0-3]\d/;
const COMPARE_RE = /[<>]=?|\s-(?:gt|lt|ge|le)\s|\.(?:After|Before|isAfter|isBefore)\(/;
// Whether CI is watching.
const CI_RE = /\bprocess\.env\.(?:CI|GITHUB_ACTIONS|GITLAB_CI)\b|\bprocess\.env\[\s*["'](?:CI|GITHUB_ACTIONS|GITLAB_CI)["']\s*\]|\benviron(?:\.get)?\s*[([]\s*["'](?:CI|GITHUB_ACTIONS|GITLAB_CI|BUILDKITE|JENKINS_URL|TF_BUILD)["']|\bgetenv\(\s*["'](?:CI|GITHUB_ACTIONS|GITLAB_CI)["']|\bGetenv\(\s*"(?:CI|GITHUB_ACTIONS|GITLAB_CI)"|\$\{?(?:CI|GITHUB_ACTIONS|GITLAB_CI|JENKINS_URL)\b|\$env:(?:CI|GITHUB_ACTIONS|GITLAB_CI)\b|\bENV\[\s*["'](?:CI|GITHUB_ACTIONS|GITLAB_CI)["']\s*\]/;
const CONDITION_RE = /\b(?:if|unless|elif|when|return|exit|guard)\b|&&|\|\||\?\s|-[nz]\s/;
// A new top-level definition ends the reach of a condition above it.
const TOP_DEF_RE = /^(?:def |async def |class |function |async function |func |sub |export (?:async )?function |const \w+\s*=\s*(?:async\s*)?\(|[\w-]+\s*\(\)\s*\{|function\s+[\w-]+)/;
const REACH = 30;

/** The lines of one code file that condition what follows them on a fixed date or on CI's absence. */
export function gatesOf(text: string): Gate[] {
  const out: Gate[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.length > 400 || !CONDITION_RE.test(l)) continue;
    if (NOW_RE.test(l) && FIXED_RE.test(l) && COMPARE_RE.test(l)) out.push({ line: i + 1, what: "date", text: l.trim() });
    else if (CI_RE.test(l)) out.push({ line: i + 1, what: "ci", text: l.trim() });
  }
  return out;
}

const ARMED = new Set(["destructive", "exfiltration", "persistence", "execution", "network"]);

/**
 * Raises a medium finding of harm to high when a gate of the same file stands above it (within its
 * definition, a few dozen lines up): the condition is the trigger of a time bomb or of CI evasion.
 */
export function armGatedFindings(findings: Finding[], texts: ReadonlyMap<string, string>, isCode: (path: string) => boolean): void {
  // Each file's lines and gates, worked out once for all its findings.
  const cache = new Map<string, { lines: string[]; gates: Gate[] }>();
  for (const f of findings) {
    if (f.severity !== "medium" || !ARMED.has(f.category) || f.line <= 0 || !isCode(f.file)) continue;
    const text = texts.get(f.file);
    if (!text) continue;
    let file = cache.get(f.file);
    if (!file) cache.set(f.file, (file = { lines: text.split("\n"), gates: gatesOf(text) }));
    const { lines, gates } = file;
    const gate = gates.filter((g) => g.line <= f.line && f.line - g.line <= REACH && !lines.slice(g.line, f.line - 1).some((l) => TOP_DEF_RE.test(l))).at(-1);
    if (!gate) continue;
    f.severity = "high";
    f.excerpt = `${gate.what === "date" ? "armed by a fixed date" : "held back while CI runs"}: ${f.excerpt}`.slice(0, 160);
    f.trace = [...(f.trace ?? []), { role: "step", file: f.file, line: gate.line, note: `${gate.what === "date" ? "runs only once a fixed moment has passed" : "runs only where CI is not set"}: ${gate.text.slice(0, 120)}` }];
  }
}
