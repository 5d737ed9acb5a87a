#!/usr/bin/env bun
// Create/refresh a patch-package patch and prepend an upstream-issue header.
import { $ } from "bun";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const pkg = Bun.argv[2];
if (!pkg) {
  console.error("usage: new-patch.ts <package> [--issue <url>]");
  process.exit(2);
}
const issue = Bun.argv[Bun.argv.indexOf("--issue") + 1] ?? prompt("Upstream issue/PR URL:") ?? "";

await $`npx --yes patch-package ${pkg}`;

const dir = join(process.cwd(), "patches");
const safe = pkg.replace("/", "+");
const file = readdirSync(dir).filter((f) => f.startsWith(safe + "+")).sort().at(-1);
if (!file) throw new Error("patch not created");
const p = join(dir, file);
const body = readFileSync(p, "utf8").replace(/^# Upstream:.*\n/, "");
writeFileSync(p, `# Upstream: ${issue} — remove once fixed upstream\n${body}`);
console.log(`✔ ${p}`);
