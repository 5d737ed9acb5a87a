#!/usr/bin/env bun
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";

const dry = Bun.argv.includes("--dry-run");
const force = Bun.argv.includes("--force");
const kit = resolve(import.meta.dir, "..");
const cwd = process.cwd();
const has = (f: string) => existsSync(join(cwd, f));

type Info = Record<string, string> & { allow: string[] };
function detect(): Info {
  const i: Info = { name: basename(cwd), pm: "?", lockfile: "?", install: "?", test: "?", lint: "?", build: "?", generated: "dist/, build/", layout: "", allow: [] };
  if (has("bun.lockb") || has("bun.lock")) Object.assign(i, { pm: "bun", lockfile: "bun.lock", install: "bun install" });
  else if (has("pnpm-lock.yaml")) Object.assign(i, { pm: "pnpm", lockfile: "pnpm-lock.yaml", install: "pnpm install" });
  else if (has("package-lock.json")) Object.assign(i, { pm: "npm", lockfile: "package-lock.json", install: "npm ci" });
  else if (has("uv.lock")) Object.assign(i, { pm: "uv", lockfile: "uv.lock", install: "uv sync", test: "uv run pytest", lint: "uv run ruff check ." });
  else if (has("Cargo.lock")) Object.assign(i, { pm: "cargo", lockfile: "Cargo.lock", install: "cargo fetch", test: "cargo test", lint: "cargo clippy", build: "cargo build" });
  else if (has("go.sum")) Object.assign(i, { pm: "go", lockfile: "go.sum", install: "go mod download", test: "go test ./...", lint: "go vet ./...", build: "go build ./..." });

  if (has("package.json")) {
    const s = JSON.parse(readFileSync(join(cwd, "package.json"), "utf8")).scripts ?? {};
    const run = i.pm === "npm" ? "npm run" : i.pm;
    if (s.test) i.test = `${run} test`;
    if (s.lint) i.lint = `${run} lint`;
    if (s.build) i.build = `${run} run build`.replace("run run", "run");
  }
  for (const c of [i.test, i.lint]) if (c && c !== "?") i.allow.push(`Bash(${c}:*)`);
  i.layout = readdirSync(cwd, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith(".") && d.name !== "node_modules")
    .map((d) => `- \`${d.name}/\``)
    .join("\n");
  return i;
}

const info = detect();
const agents = readFileSync(join(kit, "templates", "AGENTS.md"), "utf8").replace(/\{\{(\w+)\}\}/g, (_, k) => info[k] ?? "?");
const settings = JSON.parse(readFileSync(join(kit, "templates", "claude-settings.json"), "utf8"));
settings.permissions.allow = info.allow;

const files: [string, string][] = [
  ["AGENTS.md", agents],
  ["CLAUDE.md", "@AGENTS.md\n"],
  [".claude/settings.json", JSON.stringify(settings, null, 2) + "\n"],
];

for (const [rel, content] of files) {
  const p = join(cwd, rel);
  if (dry) {
    console.log(`--- ${rel}\n${content}`);
    continue;
  }
  if (existsSync(p) && !force) {
    console.log(`skip ${rel} (exists; use --force)`);
    continue;
  }
  mkdirSync(join(p, ".."), { recursive: true });
  writeFileSync(p, content);
  console.log(`wrote ${rel}`);
}
