// Explains one skill's scan for tuning: every fact (with context) and every finding. Refuses to open
// the holdout splits (red-team holdout/, the benign-2 holdout publishers): tuning never looks at them.
// Run: npx tsx bench/guard-explain.mts PATH [--facts KIND,KIND] [--full]
import { readFileSync } from "node:fs";
import path from "node:path";
import "@/lib/guard/node";
import { explainSkill } from "@/lib/guard/scan";
import { readSkillAt } from "@/cli/commands/scan";

const target = path.resolve(process.argv[2] ?? "");
const splits = JSON.parse(readFileSync(path.join(import.meta.dirname, "../test/corpus/splits.json"), "utf8")) as { "benign-2": { holdout: string[] } };
if (/[\\/]redteam[\\/]holdout[\\/]/.test(target) || splits["benign-2"].holdout.some((p) => target.includes(`${path.sep}${p}${path.sep}`) || target.endsWith(`${path.sep}${p}`))) {
  console.error("guard-explain: that is a holdout case; it is only ever measured in totals (bench/guard.mts).");
  process.exit(2);
}
const skill = await readSkillAt(target);
const { report, facts } = await explainSkill(skill, { source: "explain" });
const only = process.argv.includes("--facts") ? new Set(process.argv[process.argv.indexOf("--facts") + 1]!.split(",")) : null;
for (const f of facts) if (!only || only.has(f.kind)) { const { ctx, loc, kind, ...rest } = f; console.log(`fact ${kind} ${loc.file}:${loc.line}${ctx.inDocs ? " [docs]" : ""}${ctx.illustrative ? " [illustrative]" : ""} ${JSON.stringify(rest).slice(0, process.argv.includes("--full") ? undefined : 300)}`); }
console.log(`${report.verdict} (${report.findings.length} findings)`);
for (const f of report.findings) console.log(`  ${f.severity.padEnd(8)} ${f.ruleId} ${f.file}:${f.line} ${f.excerpt}${f.trace ? `\n           trace: ${f.trace.map((t) => `${t.role} ${t.file}:${t.line} ${t.note}`).join(" | ")}` : ""}`);
