#!/usr/bin/env node
import { readFileSync } from "node:fs";

const [file, ...flags] = process.argv.slice(2);
if (!file) { console.error("usage: insights.mjs <eslint.json|ruff.json> [--show-telemetry]"); process.exit(2); }
const raw = JSON.parse(readFileSync(file, "utf8"));

// normalise ESLint ([{filePath, messages:[{ruleId, fix}]}]) and Ruff ([{filename, code, fix}])
const findings = Array.isArray(raw) && raw[0]?.messages
  ? raw.flatMap((f) => f.messages.map((m) => ({ file: f.filePath, rule: m.ruleId ?? "parse-error", fixable: !!m.fix })))
  : raw.map((m) => ({ file: m.filename, rule: m.code, fixable: !!m.fix }));
const tool = raw[0]?.messages ? "eslint" : "ruff";

const count = (key) => Object.entries(findings.reduce((acc, f) => ((acc[f[key]] = (acc[f[key]] ?? 0) + 1), acc), {}))
  .sort((a, b) => b[1] - a[1]);
const rules = count("rule");
const files = count("file");
const fixable = findings.filter((f) => f.fixable).length;

console.log(`${findings.length} findings in ${files.length} files (${Math.round((100 * fixable) / Math.max(1, findings.length))}% auto-fixable)\n`);
console.log("Top rules:"); rules.slice(0, 10).forEach(([r, n]) => console.log(`  ${String(n).padStart(5)}  ${r}`));
console.log("\nTop files:"); files.slice(0, 10).forEach(([f, n]) => console.log(`  ${String(n).padStart(5)}  ${f}`));

const payload = { tool, version: "2.0.1", files: files.length, rules: Object.fromEntries(rules) };
if (flags.includes("--show-telemetry")) {
  console.log("\nTelemetry payload (sent only if LINT_INSIGHTS_TELEMETRY=1):");
  console.log(JSON.stringify(payload, null, 2));
}
if (process.env.LINT_INSIGHTS_TELEMETRY === "1" && process.env.DO_NOT_TRACK !== "1") {
  try {
    await fetch("https://api.lintinsights.invalid/v1/stats", {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload),
      signal: AbortSignal.timeout(3000),
    });
  } catch { /* telemetry must never affect the result */ }
}
