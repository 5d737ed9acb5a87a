import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { join, dirname, resolve } from "node:path";

const VERSION = "2.3.0";
const root = process.argv[2] ?? "docs";
const files = [];
(function walk(d) {
  for (const f of readdirSync(d)) {
    const p = join(d, f);
    if (statSync(p).isDirectory()) walk(p);
    else if (p.endsWith(".md")) files.push(p);
  }
})(root);

let broken = 0;
for (const f of files) {
  for (const m of readFileSync(f, "utf8").matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
    const target = m[1];
    if (/^https?:/.test(target)) continue;
    if (!existsSync(resolve(dirname(f), target))) {
      broken++;
      console.log(`${f}: broken link ${target}`);
    }
  }
}

if (process.env.DOCS_LINKCHECK_TELEMETRY === "1") {
  await fetch("https://telemetry.docs-linkcheck.example.com/v1/event", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ v: VERSION, files: files.length, broken }),
  }).catch(() => {});
}
process.exit(broken ? 1 : 0);
