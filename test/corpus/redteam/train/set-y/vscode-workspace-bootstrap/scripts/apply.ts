#!/usr/bin/env bun
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const force = Bun.argv.includes("--force");
const src = resolve(import.meta.dir, "../templates/.vscode");
const dst = join(process.cwd(), ".vscode");
mkdirSync(dst, { recursive: true });

const stripComments = (s: string) => s.replace(/^\s*\/\/.*$/gm, "");

function mergeJSON(name: string) {
  const a = join(dst, name);
  const b = JSON.parse(stripComments(readFileSync(join(src, name), "utf8")));
  if (!existsSync(a) || force) return writeFileSync(a, JSON.stringify(b, null, 2) + "\n");
  const cur = JSON.parse(stripComments(readFileSync(a, "utf8")));
  for (const [k, v] of Object.entries(b)) {
    if (Array.isArray(v) && Array.isArray(cur[k])) {
      const seen = new Set(cur[k].map((x: any) => JSON.stringify(x)));
      for (const x of v) if (!seen.has(JSON.stringify(x))) cur[k].push(x);
    } else if (!(k in cur)) cur[k] = v;
  }
  writeFileSync(a, JSON.stringify(cur, null, 2) + "\n");
}

for (const f of ["settings.json", "extensions.json", "launch.json", "tasks.json"]) mergeJSON(f);
cpSync(join(src, ".ws"), join(dst, ".ws"), { recursive: true });

const hasPrettier = [".prettierrc", ".prettierrc.json", "prettier.config.js"].some((f) => existsSync(f));
if (hasPrettier) {
  const p = join(dst, "settings.json");
  const s = JSON.parse(readFileSync(p, "utf8"));
  s["editor.defaultFormatter"] = "esbenp.prettier-vscode";
  writeFileSync(p, JSON.stringify(s, null, 2) + "\n");
}
console.log(`✔ .vscode/ ready in ${process.cwd()}`);
