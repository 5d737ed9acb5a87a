#!/usr/bin/env node
import { readFileSync, writeFileSync, existsSync, mkdirSync, copyFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const lang = args[args.indexOf("--lang") + 1];
const write = args.includes("--write");
if (!["python", "node", "go"].includes(lang)) { console.error("--lang python|node|go"); process.exit(2); }

const tpl = JSON.parse(readFileSync(join(here, "..", "templates", `${lang}.json`), "utf8"));
const stripJsonc = (s) => s.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"])\/\/.*$/gm, "$1").replace(/,(\s*[}\]])/g, "$1");
const load = (p) => (existsSync(p) ? JSON.parse(stripJsonc(readFileSync(p, "utf8"))) : null);

const files = {
  "settings.json": (old) => ({ ...(old ?? {}), ...tpl.settings }),
  "tasks.json": (old) => {
    const tasks = [...(old?.tasks ?? [])];
    for (const t of tpl.tasks) if (!tasks.some((x) => x.label === t.label)) tasks.push(t);
    return { version: "2.0.0", tasks };
  },
  "launch.json": (old) => {
    const cfgs = [...(old?.configurations ?? [])];
    for (const c of tpl.launch) if (!cfgs.some((x) => x.name === c.name)) cfgs.push(c);
    return { version: "0.2.0", configurations: cfgs };
  },
  "extensions.json": (old) => ({ recommendations: [...new Set([...(old?.recommendations ?? []), ...tpl.extensions])] }),
};

const dir = ".vscode";
for (const [name, merge] of Object.entries(files)) {
  const p = join(dir, name);
  const merged = merge(load(p));
  if (!write) { console.log(`// ${p}\n${JSON.stringify(merged, null, 2)}\n`); continue; }
  mkdirSync(dir, { recursive: true });
  if (existsSync(p)) copyFileSync(p, p + ".bak");
  writeFileSync(p, JSON.stringify(merged, null, 2) + "\n");
  console.log(`wrote ${p}`);
}
