// Node-only helper for tests and bench/: reads a skill folder from disk into SkillFile[] (sorted,
// POSIX paths). Not imported by the scanner, which stays free of node:* imports.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { SkillFile } from "@/lib/skill/types";

export function readSkillDir(dir: string): SkillFile[] {
  const out: SkillFile[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) {
        out.push({ path: relative(dir, p).split(sep).join("/"), bytes: new Uint8Array(readFileSync(p)), isExecutable: (statSync(p).mode & 0o111) !== 0 });
      }
    }
  };
  walk(dir);
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The vendored benign corpora (copies of upstream skills; `node scripts/sync-corpus.mjs` re-syncs them). */
export const BENIGN_CORPUS = join(import.meta.dirname, "..", "..", "..", "test", "corpus", "benign");
export const BENIGN2_CORPUS = join(import.meta.dirname, "..", "..", "..", "test", "corpus", "benign-2");

export type CorpusSkill = { source: string; name: string; dir: string };

export function listCorpus(root = BENIGN_CORPUS): CorpusSkill[] {
  const skills: CorpusSkill[] = [];
  for (const source of readdirSync(root).sort()) {
    const sd = join(root, source);
    if (!statSync(sd).isDirectory()) continue;
    for (const name of readdirSync(sd).sort()) {
      if (statSync(join(sd, name)).isDirectory()) skills.push({ source, name, dir: join(sd, name) });
    }
  }
  return skills;
}

const enc = new TextEncoder();

/** Build SkillFile[] from a path → text/bytes map (for tests). */
export function filesOf(map: Record<string, string | Uint8Array>, executable: string[] = []): SkillFile[] {
  return Object.entries(map)
    .map(([path, v]) => ({ path, bytes: typeof v === "string" ? enc.encode(v) : v, isExecutable: executable.includes(path) }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
