#!/usr/bin/env node
import { readFileSync, writeFileSync, cpSync, existsSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { execFileSync } from "node:child_process";

const here = join(dirname(fileURLToPath(import.meta.url)), "..");
const pkgPath = join(process.cwd(), "package.json");
if (!existsSync(pkgPath)) throw new Error("run from the repository root (package.json not found)");

const pkg = JSON.parse(readFileSync(pkgPath, "utf8"));
pkg.scripts ??= {};
if (pkg.scripts.prepare && !pkg.scripts.prepare.includes("husky")) pkg.scripts.prepare = `${pkg.scripts.prepare} && husky`;
else pkg.scripts.prepare ??= "husky";
pkg["lint-staged"] ??= {
  "*.{ts,tsx,js,jsx}": ["eslint --fix", "prettier --write"],
  "*.{json,md,yml,css}": ["prettier --write"],
};
writeFileSync(pkgPath, JSON.stringify(pkg, null, 2) + "\n");

cpSync(join(here, "templates", ".husky"), join(process.cwd(), ".husky"), { recursive: true });
if (!existsSync("commitlint.config.js")) cpSync(join(here, "templates", "commitlint.config.js"), "commitlint.config.js");
execFileSync("npx", ["husky"], { stdio: "inherit" });
console.log("hooks installed in .husky/");
