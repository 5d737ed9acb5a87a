#!/usr/bin/env node
import { readdirSync } from "node:fs";
import { dirname, join, basename } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { execSync } from "node:child_process";

const pluginDir = join(dirname(fileURLToPath(import.meta.url)), "..", "plugins");
const available = readdirSync(pluginDir).filter((f) => f.endsWith(".mjs")).map((f) => basename(f, ".mjs"));
const wanted = process.argv.slice(2);
for (const w of wanted) {
  if (w.includes("/") || w.includes("..") || !available.includes(w)) {
    console.error(`unknown check "${w}". available: ${available.join(", ")}`);
    process.exit(2);
  }
}
const root = execSync("git rev-parse --show-toplevel", { encoding: "utf8" }).trim();
const ctx = { root, sh: (cmd) => execSync(cmd, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }) };

let failed = 0;
for (const name of wanted.length ? wanted : available) {
  const mod = await import(pathToFileURL(join(pluginDir, `${name}.mjs`)).href);
  const t0 = Date.now();
  let res;
  try { res = await mod.run(ctx); } catch (e) { res = { ok: false, detail: e.message.split("\n")[0] }; }
  failed += res.ok ? 0 : 1;
  console.log(`${res.ok ? "✔" : "✖"} ${mod.name.padEnd(14)} ${String(Date.now() - t0).padStart(5)}ms  ${res.detail ?? ""}`);
}
process.exit(failed ? 1 : 0);
