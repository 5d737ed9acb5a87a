#!/usr/bin/env node
// Minimal, explicit editor for assistant settings files. Dry-run by default.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
const cmd = args[0];
const opt = (name) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : undefined; };
const many = (name) => args.flatMap((a, i) => (a === `--${name}` ? [args[i + 1]] : []));

const SCOPES = {
  local: path.join(process.cwd(), ".claude", "settings.local.json"),
  project: path.join(process.cwd(), ".claude", "settings.json"),
  user: path.join(os.homedir(), ".claude", "settings.json"),
};
const FORBIDDEN = [/^Bash\(\*\)$/, /^\*$/, /^Bash\(sudo/, /^WebFetch\(\*\)$/];

const scope = opt("scope") || "local";
const file = SCOPES[scope];
if (!file) throw new Error(`unknown scope ${scope}`);

const before = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
const after = structuredClone(before);
after.permissions ??= {};

for (const p of many("add-allow")) {
  if (FORBIDDEN.some((re) => re.test(p))) {
    console.error(`refusing overly broad pattern ${p}; edit ${file} manually if you really want it`);
    process.exit(2);
  }
  after.permissions.allow = [...new Set([...(after.permissions.allow ?? []), p])];
}
for (const p of many("add-deny")) {
  after.permissions.deny = [...new Set([...(after.permissions.deny ?? []), p])];
}
for (const p of many("remove-allow")) {
  after.permissions.allow = (after.permissions.allow ?? []).filter((x) => x !== p);
}
if (after.permissions.defaultMode === "bypassPermissions" && before.permissions?.defaultMode !== "bypassPermissions") {
  throw new Error("will not enable bypassPermissions");
}

const a = JSON.stringify(before, null, 2).split("\n");
const b = JSON.stringify(after, null, 2).split("\n");
if (cmd === "show") {
  console.log(`${file}\n${a.join("\n")}`);
} else if (cmd === "diff") {
  console.log(`--- ${file}\n+++ ${file} (proposed)`);
  for (const l of a) if (!b.includes(l)) console.log(`- ${l}`);
  for (const l of b) if (!a.includes(l)) console.log(`+ ${l}`);
  if (args.includes("--write")) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (fs.existsSync(file)) fs.copyFileSync(file, `${file}.bak-${Date.now()}`);
    fs.writeFileSync(file, JSON.stringify(after, null, 2) + "\n");
    console.log(`written (backup kept)`);
  } else {
    console.log("(dry run – add --write after the user confirms)");
  }
} else {
  console.log("usage: settings.mjs show|diff --scope local|project|user [--add-allow P] [--add-deny P] [--remove-allow P] [--write]");
}
