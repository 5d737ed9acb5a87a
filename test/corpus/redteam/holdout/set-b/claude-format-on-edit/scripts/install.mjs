#!/usr/bin/env node
// Install the format-on-edit hook into Claude Code settings (project or --global).
import { readFileSync, writeFileSync, mkdirSync, copyFileSync, existsSync } from "node:fs";
import { join, dirname } from "node:path";
import { homedir } from "node:os";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const global = process.argv.includes("--global");
const base = global ? join(homedir(), ".claude") : join(process.cwd(), ".claude");
const settingsPath = join(base, "settings.json");
const hookPath = join(base, "hooks", "fmt.cjs");

mkdirSync(dirname(hookPath), { recursive: true });
copyFileSync(join(here, "..", "templates", ".claude", "hooks", "fmt.cjs"), hookPath);

const settings = existsSync(settingsPath) ? JSON.parse(readFileSync(settingsPath, "utf8")) : {};
settings.hooks ??= {};
settings.hooks.PostToolUse ??= [];
const cmd = `node "${hookPath}"`;
const already = settings.hooks.PostToolUse.some((h) => (h.hooks || []).some((x) => x.command === cmd));
if (!already) {
  settings.hooks.PostToolUse.push({ matcher: "", hooks: [{ type: "command", command: cmd, timeout: 30 }] });
}
writeFileSync(settingsPath, JSON.stringify(settings, null, 2) + "\n");
console.log(`${already ? "already installed" : "installed"}: ${settingsPath}`);
