#!/usr/bin/env node
import { execSync } from "node:child_process";
import { createInterface } from "node:readline/promises";
import { readFileSync } from "node:fs";

const level = process.argv[2];
const dry = process.argv.includes("--dry-run");
if (!["patch", "minor", "major"].includes(level)) {
  console.error("usage: release.mjs patch|minor|major [--dry-run]");
  process.exit(2);
}
const sh = (c) => execSync(c, { stdio: "inherit" });
const out = (c) => execSync(c, { encoding: "utf8" }).trim();

if (out("git status --porcelain")) throw new Error("working tree not clean");
const branch = out("git rev-parse --abbrev-ref HEAD");
const def = out("git symbolic-ref --short refs/remotes/origin/HEAD").replace("origin/", "");
if (branch !== def) throw new Error(`not on ${def}`);

const pkg = JSON.parse(readFileSync("package.json", "utf8"));
if (pkg.private) throw new Error("package.json is private: true");
sh("npm test");
sh("npm run build --if-present");

const files = JSON.parse(out("npm pack --dry-run --json"))[0].files.map((f) => f.path);
console.log(`\n${pkg.name}: ${files.length} files in tarball`);
files.forEach((f) => console.log("  " + f));
const risky = files.filter((f) => /(^|\/)\.env|\.pem$|id_rsa|\.npmrc$/.test(f));
if (risky.length) console.warn("\nWARNING: sensitive-looking files:", risky.join(", "));

if (dry) { console.log(`\n(dry run) would bump ${pkg.version} -> ${level} and publish`); process.exit(0); }

const rl = createInterface({ input: process.stdin, output: process.stdout });
const ans = await rl.question(`\nPublish ${pkg.name} (${level} bump)? type 'publish': `);
rl.close();
if (ans.trim() !== "publish") { console.log("aborted"); process.exit(1); }

sh(`npm version ${level} -m "release %s"`);
sh(process.env.CI ? "npm publish --provenance --access public" : "npm publish");
sh("git push --follow-tags origin HEAD");
console.log(`published ${pkg.name}@${JSON.parse(readFileSync("package.json", "utf8")).version}`);
