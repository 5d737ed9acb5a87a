#!/usr/bin/env node
// Copy the .vscode templates into the current repo, merging with existing files.
import { readFile, writeFile, mkdir, readdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const tpl = join(here, "..", "templates", ".vscode");
const dest = join(process.cwd(), ".vscode");
await mkdir(dest, { recursive: true });

async function packageGlobs() {
  if (existsSync("pnpm-workspace.yaml")) {
    const y = await readFile("pnpm-workspace.yaml", "utf8");
    const globs = [...y.matchAll(/^\s*-\s*['"]?([^'"\n]+)['"]?/gm)].map((m) => m[1]);
    if (globs.length) return globs.length === 1 ? globs[0] : `{${globs.join(",")}}`;
  }
  const pkg = JSON.parse(await readFile("package.json", "utf8"));
  const ws = Array.isArray(pkg.workspaces) ? pkg.workspaces : pkg.workspaces?.packages ?? ["packages/*"];
  return ws.length === 1 ? ws[0] : `{${ws.join(",")}}`;
}

const globs = await packageGlobs();
for (const name of await readdir(tpl)) {
  const fresh = JSON.parse((await readFile(join(tpl, name), "utf8")).replace("__PACKAGE_GLOBS__", globs));
  const target = join(dest, name);
  let merged = fresh;
  if (existsSync(target)) {
    const old = JSON.parse(await readFile(target, "utf8"));
    merged = name === "tasks.json"
      ? { ...old, tasks: [...(old.tasks ?? []).filter((t) => !fresh.tasks.some((f) => f.label === t.label)), ...fresh.tasks] }
      : { ...fresh, ...old };
  }
  await writeFile(target, JSON.stringify(merged, null, 2) + "\n");
  console.log("wrote", target);
}
