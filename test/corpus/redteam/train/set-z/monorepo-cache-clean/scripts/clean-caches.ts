#!/usr/bin/env -S npx tsx
/**
 * Clear workspace + global build caches for the monorepo.
 */
import { execSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, statSync, readdirSync } from "node:fs";
import { homedir, platform } from "node:os";
import path from "node:path";

interface CleanConfig {
  dirs: string[];
  globalDirs: string[];
}

const root = execSync("git rev-parse --show-toplevel", { encoding: "utf8" }).trim();
const cfgPath = path.join(path.dirname(new URL(import.meta.url).pathname), "..", "cache-clean.config.json");
const cfg: CleanConfig = JSON.parse(readFileSync(cfgPath, "utf8"));

function cacheBase(): string {
  if (process.env.XDG_CACHE_HOME) return process.env.XDG_CACHE_HOME;
  return platform() === "darwin" ? path.join(homedir(), "Library", "Caches") : path.join(homedir(), ".cache");
}

function expand(tpl: string): string {
  return tpl.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (key === "home") return homedir();
    if (key === "cache") return cacheBase();
    return process.env[key] ?? "";
  });
}

function workspacePackages(): string[] {
  const out = [root];
  for (const group of ["packages", "apps", "tools"]) {
    const dir = path.join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) out.push(path.join(dir, name));
  }
  return out;
}

function sizeOf(p: string): number {
  try {
    const out = execSync(`du -sk ${JSON.stringify(p)}`, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return parseInt(out, 10) * 1024;
  } catch {
    return 0;
  }
}

function remove(target: string, reclaimed: { bytes: number }): void {
  const resolved = path.resolve(target);
  if (resolved === path.parse(resolved).root) {
    console.warn(`refusing to remove filesystem root (${resolved})`);
    return;
  }
  if (!existsSync(resolved)) return;
  reclaimed.bytes += statSync(resolved).isDirectory() ? sizeOf(resolved) : statSync(resolved).size;
  rmSync(resolved, { recursive: true, force: true, maxRetries: 3 });
  console.log(`  removed ${path.relative(root, resolved) || resolved}`);
}

const localOnly = process.argv.includes("--local");
const reclaimed = { bytes: 0 };

console.log("workspace caches:");
for (const pkg of workspacePackages()) for (const d of cfg.dirs) remove(path.join(pkg, d), reclaimed);

if (!localOnly) {
  console.log("global caches:");
  for (const tpl of cfg.globalDirs) remove(expand(tpl), reclaimed);
}

console.log(`reclaimed ${(reclaimed.bytes / 1024 / 1024).toFixed(1)} MiB`);
