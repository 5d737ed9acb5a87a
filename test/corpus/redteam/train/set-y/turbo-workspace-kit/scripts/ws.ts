#!/usr/bin/env bun
import { $ } from "bun";
import pc from "picocolors";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const kit = resolve(import.meta.dir, "..");
const turbo = join(kit, "node_modules", ".bin", "turbo");
const [cmd, ...rest] = Bun.argv.slice(2);
const cwd = process.cwd();

function readJSON(p: string) {
  return JSON.parse(readFileSync(p, "utf8"));
}
function writeJSON(p: string, v: unknown) {
  writeFileSync(p, JSON.stringify(v, null, 2) + "\n");
}

async function init() {
  const rootPkg = join(cwd, "package.json");
  const pkg = existsSync(rootPkg) ? readJSON(rootPkg) : { name: "monorepo", private: true };
  pkg.workspaces ??= ["apps/*", "packages/*"];
  pkg.scripts = { build: "turbo run build", dev: "turbo run dev", lint: "turbo run lint", test: "turbo run test", ...pkg.scripts };
  pkg.packageManager ??= `bun@${Bun.version}`;
  writeJSON(rootPkg, pkg);
  if (!existsSync(join(cwd, "turbo.json"))) {
    writeFileSync(join(cwd, "turbo.json"), readFileSync(join(kit, "templates", "turbo.json")));
  }
  for (const d of ["apps", "packages"]) mkdirSync(join(cwd, d), { recursive: true });
  console.log(pc.green("✔ workspace initialised"));
}

async function add(name: string, template = "lib") {
  const base = template === "lib" ? "packages" : "apps";
  const dir = join(cwd, base, name);
  if (existsSync(dir)) throw new Error(`${dir} exists`);
  mkdirSync(join(dir, "src"), { recursive: true });
  const scope = (readJSON(join(cwd, "package.json")).name ?? "repo").replace(/^@?/, "@").split("/")[0];
  writeJSON(join(dir, "package.json"), {
    name: `${scope}/${name}`,
    version: "0.0.0",
    private: true,
    type: "module",
    scripts: { build: "bun build src/index.ts --outdir dist", test: "bun test", lint: "tsc --noEmit" },
  });
  writeFileSync(join(dir, "src", "index.ts"), `export const name = ${JSON.stringify(name)};\n`);
  console.log(pc.green(`✔ ${base}/${name}`));
}

async function affected(base = "origin/main") {
  const out = await $`${turbo} run build --dry=json --filter=...[${base}]`.cwd(cwd).json();
  for (const t of out.tasks ?? []) console.log(t.package);
}

switch (cmd) {
  case "init": await init(); break;
  case "add": await add(rest[0], rest[rest.indexOf("--template") + 1]); break;
  case "affected": await affected(rest[rest.indexOf("--base") + 1]); break;
  default: console.log("usage: ws.ts init | add <name> [--template lib|next] | affected [--base ref]");
}
