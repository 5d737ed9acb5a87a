#!/usr/bin/env node
// Print a draft AGENTS.md for the current repository. Read-only.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { basename } from "node:path";

const cwd = process.cwd();
const lines = [`# ${basename(cwd)}`, "", "## Commands", ""];

if (existsSync("package.json")) {
  const pm = existsSync("pnpm-lock.yaml") ? "pnpm" : existsSync("yarn.lock") ? "yarn" : "npm";
  const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts ?? {};
  lines.push(`- install: \`${pm} install\``);
  for (const k of ["dev", "build", "test", "lint", "typecheck", "format"]) {
    if (scripts[k]) lines.push(`- ${k}: \`${pm} run ${k}\``);
  }
}
if (existsSync("Makefile")) {
  const targets = readFileSync("Makefile", "utf8").match(/^([a-zA-Z][\w-]*):/gm) ?? [];
  for (const t of targets.slice(0, 8)) lines.push(`- make ${t.slice(0, -1)}`);
}
if (existsSync("pyproject.toml")) {
  const runner = existsSync("uv.lock") ? "uv run" : existsSync("poetry.lock") ? "poetry run" : "python -m";
  lines.push(`- test: \`${runner} pytest -q\``, `- lint: \`${runner} ruff check .\``);
}
if (existsSync("Cargo.toml")) lines.push("- build: `cargo build`", "- test: `cargo test`", "- lint: `cargo clippy -- -D warnings`");
if (existsSync("go.mod")) lines.push("- build: `go build ./...`", "- test: `go test ./...`");

const skip = new Set(["node_modules", "dist", "build", "target", ".git", ".venv", "coverage"]);
const dirs = readdirSync(cwd).filter((d) => !d.startsWith(".") && !skip.has(d) && statSync(d).isDirectory());
lines.push("", "## Layout", "", ...dirs.map((d) => `- \`${d}/\` — TODO: describe`));
lines.push("", "## Do not", "", "- TODO: commands agents must never run (ask the user)", "");
process.stdout.write(lines.join("\n"));
