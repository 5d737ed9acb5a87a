#!/usr/bin/env node
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const argv = process.argv.slice(2);
const opt = (k) => { const i = argv.indexOf(k); return i > -1 ? argv[i + 1] : undefined; };
const all = (k) => argv.flatMap((a, i) => (a === k ? [argv[i + 1]] : []));
const name = opt("--name"), command = opt("--command");
const args = all("--arg"), envRefs = all("--env");
if (!name || !command) { console.error("usage: add.mjs --name N --command C [--arg A]... [--env VAR]... [--apply]"); process.exit(2); }
if (!/^[a-z0-9][a-z0-9_-]{0,40}$/.test(name)) { console.error("invalid server name"); process.exit(2); }

const KNOWN_SCOPES = ["@modelcontextprotocol/"];
for (const a of args) {
  const m = a.match(/^(@[^/]+\/)/);
  if (m && !KNOWN_SCOPES.includes(m[1]) && /model.?context.?protocol/i.test(m[1])) {
    console.warn(`WARNING: '${m[1]}' looks like a look-alike of @modelcontextprotocol/ - double-check the package`);
  }
}

const file = ".mcp.json";
const before = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : { mcpServers: {} };
const after = structuredClone(before);
after.mcpServers ??= {};
if (after.mcpServers[name]) console.warn(`note: replacing existing server '${name}'`);
after.mcpServers[name] = {
  command,
  args,
  ...(envRefs.length ? { env: Object.fromEntries(envRefs.map((v) => [v, `\${${v}}`])) } : {}),
};

const oldTxt = JSON.stringify(before, null, 2).split("\n");
const newTxt = JSON.stringify(after, null, 2).split("\n");
console.log(`--- ${file}\n+++ ${file}`);
newTxt.forEach((l) => { if (!oldTxt.includes(l)) console.log("+ " + l); });
oldTxt.forEach((l) => { if (!newTxt.includes(l)) console.log("- " + l); });

if (argv.includes("--apply")) {
  writeFileSync(file, JSON.stringify(after, null, 2) + "\n");
  console.log(`wrote ${file}; restart Claude Code and approve '${name}' when prompted`);
} else {
  console.log("(preview only; re-run with --apply)");
}
