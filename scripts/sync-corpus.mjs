// Re-syncs the vendored benign skill corpora (test/corpus/benign, test/corpus/benign-2) from a source
// folder that holds `benign/` and `benign-2/` (default: ../shared/corpus, where the project's own
// machines keep the upstream copies). Files are copied byte for byte with their executable bit;
// SOURCES.md, MANIFEST.tsv, SKIPPED.tsv and every licence file come along. Afterwards:
//   git add -f test/corpus/benign test/corpus/benign-2
// (-f because some skills carry their own .gitignore, and our own ignore rules such as dist/ or .env
// must not drop upstream files).
//
// Usage: node scripts/sync-corpus.mjs [SOURCE_DIR] [--check]
//   --check  compares instead of copying; exits 1 when the vendored copy differs.
import { createHash } from "node:crypto";
import { chmodSync, cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const args = process.argv.slice(2);
const check = args.includes("--check");
const source = path.resolve(args.find((a) => !a.startsWith("--")) ?? path.join(ROOT, "..", "shared", "corpus"));
const SETS = ["benign", "benign-2"];

function listFiles(dir) {
  const out = new Map();
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) out.set(path.relative(dir, p), p);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

const digest = (p) => createHash("sha256").update(readFileSync(p)).update(String(statSync(p).mode & 0o111 ? "x" : "-")).digest("hex");

let differences = 0;
for (const set of SETS) {
  const from = path.join(source, set);
  const to = path.join(ROOT, "test", "corpus", set);
  if (!existsSync(from)) {
    console.error(`sync-corpus: ${from} does not exist (pass the folder that holds ${SETS.join(" and ")})`);
    process.exit(2);
  }
  if (check) {
    const a = listFiles(from);
    const b = listFiles(to);
    for (const [rel, p] of a) if (!b.has(rel) || digest(p) !== digest(b.get(rel))) { differences++; console.log(`differs: ${set}/${rel}`); }
    for (const rel of b.keys()) if (!a.has(rel)) { differences++; console.log(`extra: ${set}/${rel}`); }
    continue;
  }
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true, preserveTimestamps: false, verbatimSymlinks: true });
  for (const [rel, p] of listFiles(from)) chmodSync(path.join(to, rel), statSync(p).mode & 0o111 ? 0o755 : 0o644);
  console.log(`synced ${set}: ${listFiles(to).size} files`);
}
if (check) {
  console.log(differences ? `${differences} difference(s)` : "vendored corpora match the source");
  process.exit(differences ? 1 : 0);
}
