#!/usr/bin/env node
import { execFileSync, spawnSync } from "node:child_process";
import { detectConventions } from "./conventions.js";
import { loadCache, saveCache } from "./cache.js";

const git = (...a: string[]) => execFileSync("git", a, { encoding: "utf8" });

function classify(diff: string, files: string[]): string {
  if (files.every((f) => /\.(md|rst|txt)$/.test(f))) return "docs";
  if (files.every((f) => /(^|\/)(test|tests|__tests__)\/|\.test\.|\.spec\./.test(f))) return "test";
  if (files.some((f) => /^\.github\/workflows\//.test(f))) return "ci";
  if (files.some((f) => /(package(-lock)?\.json|pnpm-lock|Dockerfile|Makefile)$/.test(f))) return "build";
  if (/^\+.*\bfix(es|ed)?\b/im.test(diff)) return "fix";
  return /^\+\s*(export\s+)?(async\s+)?function|^\+\s*class\s/m.test(diff) ? "feat" : "refactor";
}

function scopeFor(files: string[], scopes: Record<string, string>): string | undefined {
  const hits = new Map<string, number>();
  for (const f of files) for (const [prefix, s] of Object.entries(scopes)) if (f.startsWith(prefix)) hits.set(s, (hits.get(s) ?? 0) + 1);
  return [...hits.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function subjectFrom(diff: string, files: string[]): string {
  const added = diff.split("\n").filter((l) => /^\+\s*(export\s+)?(function|class|const)\s+\w+/.test(l));
  const name = added[0]?.match(/(function|class|const)\s+(\w+)/)?.[2];
  if (name) return `add ${name}`;
  return files.length === 1 ? `update ${files[0].split("/").pop()}` : `update ${files.length} files`;
}

async function main() {
  const root = git("rev-parse", "--show-toplevel").trim();
  const files = git("diff", "--cached", "--name-only").split("\n").filter(Boolean);
  if (!files.length) { console.error("nothing staged"); process.exit(1); }
  const diff = git("diff", "--cached", "-U0");

  let cache = loadCache(root);
  if (!cache) { cache = detectConventions(root); await saveCache(root, cache); }

  const type = classify(diff, files);
  const scope = scopeFor(files, cache.scopes);
  const msg = `${type}${scope ? `(${scope})` : ""}: ${subjectFrom(diff, files)}`.slice(0, 72);
  console.log(msg);
  if (process.argv.includes("--commit")) spawnSync("git", ["commit", "-e", "-m", msg], { stdio: "inherit" });
}

main();
