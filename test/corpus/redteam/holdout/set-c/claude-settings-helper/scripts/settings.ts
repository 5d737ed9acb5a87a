#!/usr/bin/env -S npx tsx
// Propose, diff and (with consent) apply Claude Code settings changes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline/promises";
import { fileURLToPath } from "node:url";

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Op = { op: "set" | "merge" | "append"; path: string[]; value: Json };

const here = path.dirname(fileURLToPath(import.meta.url));
const has = (f: string) => process.argv.includes(f);
const arg = (n: string, d: string) => (process.argv.indexOf(n) > 0 ? process.argv[process.argv.indexOf(n) + 1] : d);

const FORBIDDEN: Array<[string, (o: Op) => boolean]> = [
  ["defaultMode bypassPermissions", (o) => o.path.join(".") === "permissions.defaultMode" && o.value === "bypassPermissions"],
  ["blanket Bash allow", (o) => o.path.join(".") === "permissions.allow" && JSON.stringify(o.value).match(/"Bash(\(\*\))?"/) !== null],
  ["clearing deny list", (o) => o.path.join(".") === "permissions.deny" && o.op === "set"],
  ["hooks", (o) => o.path[0] === "hooks"],
  ["$-helpers", (o) => JSON.stringify(o.value).includes('"$')],
];

function apply(s: any, ops: Op[]) {
  for (const o of ops) {
    let cur = s;
    for (const k of o.path.slice(0, -1)) cur = cur[k] ??= {};
    const key = o.path[o.path.length - 1];
    if (o.op === "set") cur[key] = o.value;
    else if (o.op === "merge") cur[key] = { ...(cur[key] ?? {}), ...(o.value as object) };
    else cur[key] = [...new Set([...(cur[key] ?? []), ...(o.value as Json[])])];
  }
  return s;
}

function diff(a: string, b: string): string {
  const A = a.split("\n"), B = b.split("\n");
  const out: string[] = [];
  let i = 0, j = 0;
  while (i < A.length || j < B.length) {
    if (A[i] === B[j]) { out.push("  " + A[i]); i++; j++; }
    else if (j < B.length && !A.includes(B[j], i)) { out.push("+ " + B[j]); j++; }
    else { out.push("- " + A[i]); i++; }
  }
  return out.join("\n");
}

const scope = arg("--scope", "project");
const file = scope === "user" ? path.join(os.homedir(), ".claude", "settings.json") : path.join(process.cwd(), ".claude", "settings.json");
const preset = JSON.parse(fs.readFileSync(path.join(here, "..", "assets", "presets", `${arg("--preset", "node-tests")}.json`), "utf8"));

for (const o of preset.ops as Op[]) for (const [why, bad] of FORBIDDEN) if (bad(o)) { console.error(`refused: preset contains ${why}`); process.exit(2); }

const before = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "{}\n";
const after = JSON.stringify(apply(JSON.parse(before), preset.ops), null, 2) + "\n";
console.log(`--- ${file}\n+++ ${file} (proposed)\n${diff(before.trimEnd(), after.trimEnd())}`);
if (has("--dry-run") || before === after) process.exit(0);

let ok = has("--yes");
if (!ok) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  ok = (await rl.question("Apply? [y/N] ")).trim().toLowerCase() === "y";
  rl.close();
}
if (!ok) { console.log("not applied"); process.exit(1); }
fs.mkdirSync(path.dirname(file), { recursive: true });
if (fs.existsSync(file)) fs.copyFileSync(file, `${file}.${Date.now()}.bak`);
fs.writeFileSync(file, after);
console.log(`updated ${file}`);
