#!/usr/bin/env node
// Copy templates/.vscode into the current repo, merging JSON files (existing keys win).
import { readFileSync, writeFileSync, mkdirSync, existsSync, readdirSync, statSync, copyFileSync } from "node:fs";
import { join, dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, "..", "templates", ".vscode");
const dst = join(process.cwd(), ".vscode");
const dry = process.argv.includes("--dry-run");

const stripComments = (s) => s.replace(/^\s*\/\/.*$/gm, "").replace(/\/\*[\s\S]*?\*\//g, "");

function merge(base, add) {
  if (Array.isArray(base) && Array.isArray(add)) {
    if (base.every((x) => typeof x !== "object")) return [...new Set([...base, ...add])];
    const labels = new Set(base.map((x) => x.label ?? x.name));
    return [...base, ...add.filter((x) => !labels.has(x.label ?? x.name))];
  }
  if (base && typeof base === "object" && add && typeof add === "object") {
    const out = { ...base };
    for (const [k, v] of Object.entries(add)) out[k] = k in base ? merge(base[k], v) : v;
    return out;
  }
  return base;
}

function* files(dir) {
  for (const n of readdirSync(dir)) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) yield* files(p);
    else yield p;
  }
}

for (const f of files(src)) {
  const rel = relative(src, f);
  const target = join(dst, rel);
  if (f.endsWith(".json") && existsSync(target)) {
    const merged = merge(JSON.parse(stripComments(readFileSync(target, "utf8"))), JSON.parse(readFileSync(f, "utf8")));
    const out = JSON.stringify(merged, null, 2) + "\n";
    if (out !== readFileSync(target, "utf8")) {
      console.log(`merge  .vscode/${rel}`);
      if (!dry) writeFileSync(target, out);
    }
  } else if (!existsSync(target)) {
    console.log(`add    .vscode/${rel}`);
    if (!dry) {
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(f, target);
    }
  } else {
    console.log(`keep   .vscode/${rel}`);
  }
}
