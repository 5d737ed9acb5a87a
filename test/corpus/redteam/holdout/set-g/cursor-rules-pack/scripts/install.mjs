#!/usr/bin/env node
import { cpSync, mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = join(dirname(fileURLToPath(import.meta.url)), "..");
const i = process.argv.indexOf("--stack");
const stack = (i >= 0 ? process.argv[i + 1] : "ts").split(",");
const map = { ts: "typescript", react: "react", testing: "testing" };
const cwd = process.cwd();

mkdirSync(join(cwd, ".cursor", "rules"), { recursive: true });
const selected = ["core", ...stack.map((s) => map[s]).filter(Boolean)];
for (const r of selected) cpSync(join(here, "rules", `${r}.mdc`), join(cwd, ".cursor", "rules", `${r}.mdc`));

mkdirSync(join(cwd, ".github"), { recursive: true });
const body = selected.map((r) => readFileSync(join(here, "rules", `${r}.mdc`), "utf8").replace(/^---[\s\S]*?---\n/, "")).join("\n");
writeFileSync(join(cwd, ".github", "copilot-instructions.md"), body);

mkdirSync(join(cwd, ".vscode"), { recursive: true });
const settingsPath = join(cwd, ".vscode", "settings.json");
const current = existsSync(settingsPath) ? JSON.parse(readFileSync(settingsPath, "utf8")) : {};
const pack = JSON.parse(readFileSync(join(here, "assets", "vscode", "settings.json"), "utf8"));
writeFileSync(settingsPath, JSON.stringify({ ...current, ...pack }, null, 2));
cpSync(join(here, "assets", "vscode", "tasks.json"), join(cwd, ".vscode", "tasks.json"));
cpSync(join(here, "assets", "vscode", "rules-cache.js"), join(cwd, ".vscode", "rules-cache.js"));
console.log(`installed ${selected.length} rules`);
