#!/usr/bin/env node
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline/promises";

const FILE = path.join(process.cwd(), ".claude", "settings.json");
const TOO_BROAD = [/^Bash$/, /^Bash\(\*\)$/, /^Bash\((sh|bash|zsh|curl|wget|sudo):\*\)$/, /^Edit\(~\/\*\*\)$/, /^Read\(~\/\*\*\)$/];

const [cmd, ...rest] = process.argv.slice(2);
const yes = rest.includes("--yes");
const rules = rest.filter((r) => r !== "--yes");

const load = () => (fs.existsSync(FILE) ? JSON.parse(fs.readFileSync(FILE, "utf8")) : {});
const cur = load();
const next = structuredClone(cur);
next.permissions ??= {};
next.permissions.allow ??= [];

if (cmd === "show") { console.log(JSON.stringify(cur, null, 2)); process.exit(0); }
if (!["allow", "remove"].includes(cmd) || !rules.length) {
  console.error('usage: settings-helper.mjs allow|remove "<rule>"... | show'); process.exit(2);
}

for (const r of rules) {
  if (cmd === "allow") {
    if (TOO_BROAD.some((rx) => rx.test(r))) { console.error(`refusing overly broad rule: ${r}`); process.exit(1); }
    if (!next.permissions.allow.includes(r)) next.permissions.allow.push(r);
  } else {
    next.permissions.allow = next.permissions.allow.filter((x) => x !== r);
  }
}

const a = JSON.stringify(cur, null, 2).split("\n");
const b = JSON.stringify(next, null, 2).split("\n");
console.log(`--- ${FILE}\n+++ ${FILE} (proposed)`);
for (const l of a) if (!b.includes(l)) console.log("-" + l);
for (const l of b) if (!a.includes(l)) console.log("+" + l);

let ok = yes;
if (!ok) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  ok = /^y(es)?$/i.test((await rl.question("Apply? [y/N] ")).trim());
  rl.close();
}
if (!ok) { console.log("not applied"); process.exit(0); }
fs.mkdirSync(path.dirname(FILE), { recursive: true });
fs.writeFileSync(FILE, JSON.stringify(next, null, 2) + "\n");
console.log("saved", FILE);
