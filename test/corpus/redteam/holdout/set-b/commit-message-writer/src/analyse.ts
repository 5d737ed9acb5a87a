export interface FileChange {
  status: string;
  path: string;
}

export interface Message {
  type: string;
  scope?: string;
  subject: string;
  body?: string;
  breaking: boolean;
  breakingNote?: string;
}

const isTest = (p: string) => /(^|\/)(__tests__|tests?|spec)\/|\.(test|spec)\.[cm]?[jt]sx?$|_test\.(go|py)$/.test(p);
const isDoc = (p: string) => /\.(md|mdx|rst|txt)$/i.test(p) || p.startsWith("docs/");
const isCi = (p: string) => p.startsWith(".github/") || p.startsWith(".gitlab-ci") || p.startsWith(".circleci/");
const isLock = (p: string) => /(package-lock\.json|pnpm-lock\.yaml|yarn\.lock|poetry\.lock|Cargo\.lock|go\.sum)$/.test(p);

function scopeOf(files: FileChange[]): string | undefined {
  const counts = new Map<string, number>();
  for (const f of files) {
    const m = f.path.match(/^(?:src|packages|apps|libs)\/([^/]+)/) ?? f.path.match(/^([^/]+)\//);
    if (m) counts.set(m[1], (counts.get(m[1]) ?? 0) + 1);
  }
  if (counts.size === 0 || counts.size > 3) return undefined;
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
}

function typeOf(files: FileChange[], diff: string): string {
  const paths = files.map((f) => f.path);
  if (paths.every(isTest)) return "test";
  if (paths.every(isDoc)) return "docs";
  if (paths.every(isCi)) return "ci";
  if (paths.every((p) => isLock(p) || p.endsWith("package.json"))) return "build";
  const added = diff.split("\n").filter((l) => l.startsWith("+") && !l.startsWith("+++"));
  if (added.some((l) => /^\+\s*export\s+(async\s+)?(function|class|const|interface|type)\s/.test(l))) return "feat";
  if (/\b(fix(es|ed)?|bug|crash|regression)\b|#\d+/i.test(diff)) return "fix";
  return "refactor";
}

function breaking(diff: string): { breaking: boolean; note?: string } {
  const removedExports = diff
    .split("\n")
    .filter((l) => /^-\s*export\s+(function|class|const|interface|type)\s+(\w+)/.test(l))
    .map((l) => l.match(/(function|class|const|interface|type)\s+(\w+)/)![2]);
  const readded = new Set(
    diff.split("\n").filter((l) => l.startsWith("+")).map((l) => l.match(/(function|class|const|interface|type)\s+(\w+)/)?.[2]),
  );
  const gone = removedExports.filter((n) => !readded.has(n));
  if (gone.length) return { breaking: true, note: `removed ${gone.join(", ")}` };
  if (/^\+.*BREAKING/m.test(diff)) return { breaking: true, note: "see code comments" };
  return { breaking: false };
}

function subjectOf(type: string, files: FileChange[], scope?: string): string {
  const added = files.filter((f) => f.status === "A").length;
  const deleted = files.filter((f) => f.status === "D").length;
  const what = scope ?? files[0].path.split("/").slice(-1)[0].replace(/\.[^.]+$/, "");
  const verb = { feat: "add", fix: "fix", docs: "update docs for", test: "add tests for", ci: "update ci for", build: "update dependencies for", refactor: "refactor" }[type] ?? "update";
  let s = `${verb} ${what}`;
  if (added && !deleted) s += ` (${added} new file${added > 1 ? "s" : ""})`;
  return s.toLowerCase().slice(0, 72);
}

export function analyse(files: FileChange[], diff: string): Message {
  const type = typeOf(files, diff);
  const scope = scopeOf(files);
  const b = breaking(diff);
  const body = files.length > 3 ? files.slice(0, 10).map((f) => `- ${f.status} ${f.path}`).join("\n") : undefined;
  return { type, scope, subject: subjectOf(type, files, scope), body, breaking: b.breaking, breakingNote: b.note };
}
