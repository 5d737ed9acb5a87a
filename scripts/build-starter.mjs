// Rebuilds the starter catalogue (seed/starter/) that `npm run seed` publishes by default: a curated
// set of real, permissively licensed skills copied byte for byte from the vendored corpora in
// test/corpus, with each source's licence text, a MANIFEST.tsv and a SOURCES.md. The Docker image
// ships seed/ (test/corpus stays out of it), so a container can be seeded too.
//
// Usage: node scripts/build-starter.mjs [--check]
//   --check  compares instead of writing; exits 1 when seed/starter differs from what would be built.
//
// A skill belongs here when its licence allows redistribution, it is complete (nothing was omitted
// when it was vendored), its name is not reserved, and the scanner judges it `safe`, so it installs
// with the client's default trust; test/starter-catalogue.test.ts checks all of that.
import { createHash } from "node:crypto";
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CORPUS = path.join(ROOT, "test", "corpus");
const TARGET = path.join(ROOT, "seed", "starter");

/** [corpus set, source folder, skill folder] — grouped by what they are for. */
const STARTER = [
  // Engineering workflow
  ["benign", "obra-superpowers", "writing-plans"],
  ["benign", "obra-superpowers", "verification-before-completion"],
  ["benign", "obra-superpowers", "using-git-worktrees"],
  ["benign", "obra-superpowers", "receiving-code-review"],
  ["benign-2", "mattpocock-skills", "diagnosing-bugs"],
  ["benign-2", "mattpocock-skills", "tdd"],
  ["benign-2", "mattpocock-skills", "grill-me"],
  ["benign-2", "mattpocock-skills", "resolving-merge-conflicts"],
  ["benign-2", "posit-dev-skills", "critical-code-reviewer"],
  ["benign-2", "datadog-labs-agent-skills", "triage-flaky-test"],
  // Writing and design
  ["benign", "anthropics-skills", "doc-coauthoring"],
  ["benign", "anthropics-skills", "frontend-design"],
  ["benign", "anthropics-skills", "internal-comms"],
  ["benign-2", "wshobson-agents", "postmortem-writing"],
  ["benign-2", "daymade-claude-code-skills", "fact-checker"],
  ["benign-2", "daymade-claude-code-skills", "mermaid-tools"],
  ["benign-2", "google-labs-code-stitch-skills", "enhance-prompt"],
  ["benign-2", "wshobson-agents", "wcag-audit-patterns"],
  // Languages and tools
  ["benign-2", "wshobson-agents", "python-testing-patterns"],
  ["benign-2", "wshobson-agents", "typescript-advanced-types"],
  ["benign-2", "wshobson-agents", "shellcheck-configuration"],
  ["benign-2", "dotnet-skills", "csharp-scripts"],
  ["benign-2", "auth0-agent-skills", "auth0-nextjs"],
  ["benign-2", "browserbase-skills", "fetch"],
  // Data, infrastructure and security
  ["benign-2", "wshobson-agents", "sql-optimization-patterns"],
  ["benign-2", "clickhouse-agent-skills", "chdb-sql"],
  ["benign-2", "mlflow-skills", "instrumenting-with-mlflow-tracing"],
  ["benign-2", "k-dense-ai-scientific-agent-skills", "statistical-power"],
  ["benign-2", "hashicorp-agent-skills", "terraform-style-guide"],
  ["benign-2", "wshobson-agents", "k8s-security-policies"],
  ["benign-2", "wshobson-agents", "stride-analysis-patterns"],
  ["benign-2", "elastic-agent-skills", "alert-triage"],
];

/** The two sources of the first corpus are described in its SOURCES.md table, not its MANIFEST. */
const BENIGN_SOURCES = {
  "anthropics-skills": { repo: "anthropics/skills", commit: "9d2f1ae187231d8199c64b5b762e1bdf2244733d", licence: "Apache-2.0" },
  "obra-superpowers": { repo: "obra/superpowers", commit: "44c9b2d6e889982ac18c27d05a19fefe335194e1", licence: "MIT" },
};

function readTsv(file) {
  const [header, ...rows] = readFileSync(file, "utf8").trimEnd().split("\n").map((l) => l.split("\t"));
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

/** The licence text block that a corpus SOURCES.md reproduces for `repo`. */
function licenceFromSources(set, repo) {
  const text = readFileSync(path.join(CORPUS, set, "SOURCES.md"), "utf8");
  const heading = set === "benign" ? `### ${repo}\n` : `<details><summary><code>${repo}</code>`;
  const at = text.indexOf(heading);
  if (at < 0) throw new Error(`no licence text for ${repo} in test/corpus/${set}/SOURCES.md`);
  const block = /```text\n([\s\S]*?)\n```/.exec(text.slice(at));
  if (!block) throw new Error(`no licence block after ${repo} in test/corpus/${set}/SOURCES.md`);
  const spdx = set === "benign" ? null : /\(([^)]+)\)<\/summary>/.exec(text.slice(at, at + 300))?.[1];
  return { text: `${block[1].replace(/[ \t]+$/gm, "")}\n`, spdx };
}

function sourceInfo(set, source, skill) {
  if (set === "benign") {
    const info = BENIGN_SOURCES[source];
    const row = readTsv(path.join(CORPUS, "benign", "MANIFEST.tsv")).find((r) => r.source === source && r.skill === skill);
    if (!info || !row) throw new Error(`unknown skill ${set}/${source}/${skill}`);
    const licenceText =
      source === "anthropics-skills"
        ? readFileSync(path.join(CORPUS, "benign", source, "frontend-design", "LICENSE.txt"), "utf8")
        : licenceFromSources("benign", info.repo).text;
    return { ...info, path: row.upstream_path, licenceText };
  }
  const row = readTsv(path.join(CORPUS, "benign-2", "MANIFEST.tsv")).find((r) => r.source === source && r.skill === skill);
  if (!row) throw new Error(`unknown skill ${set}/${source}/${skill}`);
  const { text, spdx } = licenceFromSources("benign-2", row.upstream_repo);
  return { repo: row.upstream_repo, commit: row.commit, path: row.upstream_path, licence: spdx, licenceText: text };
}

function listFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) out.push(path.relative(dir, p).split(path.sep).join("/"));
    }
  };
  walk(dir);
  return out;
}

function frontmatterName(skillMd) {
  return /^---\r?\n[\s\S]*?^name:\s*["']?([^"'\n]+?)["']?\s*$/m.exec(skillMd)?.[1] ?? "";
}

function build(outDir) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.join(outDir, "LICENSES"), { recursive: true });
  const rows = [];
  const sources = new Map();
  for (const [set, source, skill] of STARTER) {
    const from = path.join(CORPUS, set, source, skill);
    if (existsSync(path.join(from, "_omitted.txt"))) throw new Error(`${set}/${source}/${skill} is incomplete (_omitted.txt)`);
    const info = sourceInfo(set, source, skill);
    const to = path.join(outDir, source, skill);
    cpSync(from, to, { recursive: true });
    const files = listFiles(to);
    for (const f of files) chmodSync(path.join(to, f), statSync(path.join(from, f)).mode & 0o111 ? 0o755 : 0o644);
    const bytes = files.reduce((n, f) => n + statSync(path.join(to, f)).size, 0);
    const skillMd = readFileSync(path.join(to, "SKILL.md"));
    rows.push([source, skill, frontmatterName(skillMd.toString("utf8")), info.repo, info.path, info.commit, info.licence, files.length, bytes, createHash("sha256").update(skillMd).digest("hex")]);
    sources.set(source, info);
  }
  for (const [source, info] of sources) writeFileSync(path.join(outDir, "LICENSES", `${source}.txt`), info.licenceText);
  const header = ["source", "skill", "name", "upstream_repo", "upstream_path", "commit", "licence", "files", "bytes", "skill_md_sha256"];
  writeFileSync(path.join(outDir, "MANIFEST.tsv"), [header, ...rows].map((r) => r.join("\t")).join("\n") + "\n");
  writeFileSync(path.join(outDir, "SOURCES.md"), sourcesMd(rows, sources));
}

function sourcesMd(rows, sources) {
  const totalBytes = rows.reduce((n, r) => n + r[8], 0);
  const bySource = [...sources].map(([source, info]) => {
    const skills = rows.filter((r) => r[0] === source).map((r) => `\`${r[1]}\``).join(", ");
    return `| \`${source}\` | [\`${info.repo}\`](https://github.com/${info.repo}) | \`${info.commit.slice(0, 12)}\` | ${info.licence} | [LICENSES/${source}.txt](LICENSES/${source}.txt) | ${skills} |`;
  });
  return `# Starter catalogue: sources

\`npm run seed\` publishes these ${rows.length} skills (${rows.reduce((n, r) => n + r[7], 0)} files, ${totalBytes.toLocaleString("en")} bytes) as the
instance's \`skillhub\` operator account, so a new registry has real content. They are third-party skills,
copied unchanged from the vendored corpora in \`test/corpus/\` (which record where each came from and how it
was copied), and redistributed here under their own licences. Generated by \`node scripts/build-starter.mjs\`;
edit the list there, not these files.

## Rules for a starter skill

- Its licence allows redistribution (MIT, Apache-2.0 or MPL-2.0 here), and the licence text is in \`LICENSES/\`.
  Skills that carry their own licence file (\`LICENSE.txt\`) keep it.
- It is complete: nothing was left out when it was vendored (no \`_omitted.txt\`), so its scripts and
  references are all there.
- Its name is not reserved (no look-alikes of official Hermes skills).
- The scanner judges it \`safe\`, so \`skillhub install NAME\` installs it with the client's default trust.
  \`test/starter-catalogue.test.ts\` checks all four rules and that every file is a byte-identical copy.

## Layout

\`<source>/<skill>/\` is the upstream skill folder (basename kept); \`MANIFEST.tsv\` has one row per skill:
source, folder, frontmatter name, upstream repository, path and commit, licence, files, bytes and the
sha256 of \`SKILL.md\`.

## Sources

| folder | repository | commit | licence | text | skills |
| --- | --- | --- | --- | --- | --- |
${bySource.join("\n")}
`;
}

function snapshot(dir) {
  if (!existsSync(dir)) return new Map();
  return new Map(listFiles(dir).map((f) => [f, createHash("sha256").update(readFileSync(path.join(dir, f))).update(statSync(path.join(dir, f)).mode & 0o111 ? "x" : "-").digest("hex")]));
}

if (process.argv.includes("--check")) {
  const scratch = path.join(ROOT, "test-results", "starter-check");
  build(scratch);
  const [want, have] = [snapshot(scratch), snapshot(TARGET)];
  const differing = [...new Set([...want.keys(), ...have.keys()])].filter((f) => want.get(f) !== have.get(f));
  rmSync(scratch, { recursive: true, force: true });
  for (const f of differing) console.log(`differs: seed/starter/${f}`);
  console.log(differing.length ? `seed/starter is out of date (${differing.length} files)` : "seed/starter is up to date");
  process.exit(differing.length ? 1 : 0);
} else {
  build(TARGET);
  console.log(`seed/starter: ${STARTER.length} skills from ${new Set(STARTER.map((s) => s[1])).size} sources`);
}
