// lib/guard, measured: detection on the red-team corpus and false positives on the benign corpora,
// per split and per family, and throughput — the current scanner side by side with the frozen
// ruleset 2026.11.2 (bench/baseline/guard-2026.11.2) in the same process, on the same files.
//
// Each skill is read the way `skillhub scan FOLDER` reads it (cli/commands/scan.ts: links and
// special files refused, lib/skill's file-list rules, SKILL.md validated); a folder the client refuses
// counts as blocked, as in the independent evaluation. Community tier: caution or dangerous = flagged.
//
// Discipline: the holdout splits are only ever reported as totals. `--details` lists missed and
// false-positive cases of the train splits; it never names a holdout case.
//
// Run: npx tsx bench/guard.mts [--details] [--rounds N] [--only quality|speed]
import { cpus, loadavg } from "node:os";
import "@/lib/guard/node";
import { RULESET_VERSION, scanSkill } from "@/lib/guard";
import { scanSkill as scanV1 } from "./baseline/guard-2026.11.2/scan";
import { RULESET_VERSION as V1_VERSION } from "./baseline/guard-2026.11.2/rules";
import { allCases, benignCases, loadCase as load, type LoadedCase } from "@/lib/guard/testing/corpus";
import type { SkillFile } from "@/lib/skill/types";

const args = process.argv.slice(2);
const DETAILS = args.includes("--details") || args.includes("--why");
const WHY = args.includes("--why");
const ROUNDS = Number(args[args.indexOf("--rounds") + 1] || 3) || 3;
const ONLY = args.includes("--only") ? args[args.indexOf("--only") + 1] : null;

type Loaded = LoadedCase;
type Outcome = { v1: boolean; v2: boolean; v2Dangerous: boolean; v1Dangerous: boolean; ms: number; incomplete: string[]; why: string[] };

const flagged = (verdict: string) => verdict !== "safe";

async function judge(c: Loaded): Promise<Outcome> {
  if (!c.skill) return { v1: true, v2: true, v1Dangerous: true, v2Dangerous: true, ms: 0, incomplete: [], why: [] };
  const t0 = performance.now();
  const r2 = await scanSkill(c.skill);
  const ms = performance.now() - t0;
  const r1 = scanV1(c.skill);
  return { v1: flagged(r1.verdict), v2: flagged(r2.verdict), v1Dangerous: r1.verdict === "dangerous", v2Dangerous: r2.verdict === "dangerous", ms, incomplete: r2.stats.incomplete ?? [], why: r2.findings.filter((f) => f.severity === "critical" || f.severity === "high").map((f) => `${f.severity} ${f.ruleId} ${f.file}:${f.line} ${f.excerpt}`) };
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "—");

async function quality(): Promise<void> {
  const all = allCases();
  const loaded = await Promise.all(all.map(load));
  const results = new Map<string, Outcome>();
  for (const c of loaded) results.set(c.id + c.set, await judge(c));
  const row = (label: string, cases: Loaded[], malicious: boolean) => {
    const hits = (k: "v1" | "v2") => cases.filter((c) => results.get(c.id + c.set)![k]).length;
    const danger = (k: "v1Dangerous" | "v2Dangerous") => cases.filter((c) => results.get(c.id + c.set)![k]).length;
    const refused = cases.filter((c) => c.refused).length;
    return `| ${label} | ${cases.length} | ${pct(hits("v1"), cases.length)} | **${pct(hits("v2"), cases.length)}**${malicious ? "" : ` (${pct(danger("v2Dangerous"), cases.length)} dangerous)`} | ${refused} |`;
  };
  console.log(`\nlib/guard quality — ruleset ${RULESET_VERSION} vs the frozen baseline ${V1_VERSION}; community tier; a refused folder counts as flagged\n`);
  console.log("| set | skills | baseline flagged | current flagged | refused by the client |");
  console.log("|---|---:|---:|---:|---:|");
  for (const split of ["holdout", "train"] as const) {
    const rt = loaded.filter((c) => c.set === "redteam" && c.split === split);
    const mal = rt.filter((c) => c.malicious);
    console.log(row(`red-team ${split}: malicious — detection`, mal, true));
    console.log(row(`red-team ${split}: evasive malicious — detection`, mal.filter((c) => c.evasive), true));
    console.log(row(`red-team ${split}: plain malicious — detection`, mal.filter((c) => !c.evasive), true));
    console.log(row(`red-team ${split}: tricky benign — false positives`, rt.filter((c) => !c.malicious), false));
  }
  // Each red-team set on its own: sets added later were measured at first sight, and read apart from the tuned ones.
  const setOf = (c: Loaded) => `${c.split}/${c.id.split("/")[1]}`;
  const hit = (cs: Loaded[]) => `${pct(cs.filter((c) => results.get(c.id + c.set)!.v2).length, cs.length)} of ${cs.length}`;
  const sets = [...new Set(loaded.filter((c) => c.set === "redteam").map(setOf))].sort();
  const perSet = ["\n| red-team set | malicious detected | evasive detected | tricky benign flagged |", "|---|---:|---:|---:|"];
  for (const set of sets) {
    const cs = loaded.filter((c) => c.set === "redteam" && setOf(c) === set);
    perSet.push(`| ${set} | ${hit(cs.filter((c) => c.malicious))} | ${hit(cs.filter((c) => c.malicious && c.evasive))} | ${hit(cs.filter((c) => !c.malicious))} |`);
  }
  for (const split of ["holdout", "train"] as const) console.log(row(`benign-2 ${split} publishers — false positives`, loaded.filter((c) => c.set === "benign-2" && c.split === split), false));
  console.log(row("benign (the old tuning set) — false positives", loaded.filter((c) => c.set === "benign"), false));

  console.log(perSet.join("\n"));

  const families = [...new Set(loaded.filter((c) => c.malicious).map((c) => c.family))].sort();
  console.log("\nDetection per family (baseline → current):\n");
  console.log("| family | holdout | train |");
  console.log("|---|---|---|");
  for (const fam of families) {
    const cell = (split: string) => {
      const cs = loaded.filter((c) => c.malicious && c.family === fam && c.split === split);
      const n = (k: "v1" | "v2") => cs.filter((c) => results.get(c.id + c.set)![k]).length;
      return `${pct(n("v1"), cs.length)} → **${pct(n("v2"), cs.length)}** (${cs.length})`;
    };
    console.log(`| ${fam} | ${cell("holdout")} | ${cell("train")} |`);
  }

  const times = loaded.filter((c) => c.skill && c.bytes < 100 * 1024).map((c) => results.get(c.id + c.set)!.ms).sort((a, b) => a - b);
  console.log(`\nScan time of a typical skill (< 100 KB, ${times.length} skills, in-process): median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(1)} ms, max ${times[times.length - 1]!.toFixed(1)} ms`);

  const failed = loaded.filter((c) => results.get(c.id + c.set)!.incomplete.length);
  console.log(`Skills with an analysis failure (judged on the rest): ${failed.length}`);
  if (DETAILS) for (const c of failed) if (c.split !== "holdout") console.log(`  ${c.set}:${c.id}: ${results.get(c.id + c.set)!.incomplete[0]}`);

  if (DETAILS) {
    console.log("\nTrain-split details (holdout cases are never listed):");
    for (const c of loaded) {
      if (c.split === "holdout") continue;
      const r = results.get(c.id + c.set)!;
      if (c.malicious && !r.v2) console.log(`  MISSED  ${c.id} (${c.family}${c.evasive ? ", evasive" : ""})`);
      if (!c.malicious && r.v2) {
        console.log(`  FLAGGED ${c.set}:${c.id}${c.refused ? ` (refused: ${c.refused})` : ""}`);
        if (WHY) for (const w of r.why.slice(0, 6)) console.log(`      ${w.slice(0, 220)}`);
      }
    }
  }
}

async function speed(): Promise<void> {
  const skills = [...benignCases("benign"), ...benignCases("benign-2")];
  {
    const loaded = await Promise.all(skills.map(load));
    const ok = loaded.filter((c) => c.skill).map((c) => c.skill!);
    const bytes = ok.reduce((a, s) => a + s.files.reduce((b, f) => b + f.bytes.length, 0), 0);
    await scanSkill(ok[0]!); // loads the runtime outside the measurement (grammars load on demand in the first round; the best round counts)
    const measure = async (fn: (s: { name: string; files: SkillFile[] }) => unknown) => {
      let best = 0;
      let cpuBest = 0;
      for (let r = 0; r < ROUNDS; r++) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        for (const s of ok) await fn(s);
        const wall = (performance.now() - t0) / 1000;
        const c = process.cpuUsage(c0);
        best = Math.max(best, bytes / 1e6 / wall);
        cpuBest = Math.max(cpuBest, bytes / 1e6 / ((c.user + c.system) / 1e6));
      }
      return { best, cpuBest };
    };
    const v2 = await measure((s) => scanSkill(s));
    const v1 = await measure((s) => scanV1(s));
    console.log(`\nlib/guard throughput — ${ok.length} benign skills, ${(bytes / 1e6).toFixed(1)} MB; best of ${ROUNDS} rounds; node ${process.version}; ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(2)}\n`);
    console.log("| scanner | MB/s (wall) | MB per CPU-second |");
    console.log("|---|---:|---:|");
    console.log(`| current ${RULESET_VERSION} (parsers, facts, judgments) | ${v2.best.toFixed(1)} | **${v2.cpuBest.toFixed(1)}** |`);
    console.log(`| baseline ${V1_VERSION} (line regexes) | ${v1.best.toFixed(1)} | ${v1.cpuBest.toFixed(1)} |`);
  }
}

if (ONLY !== "speed") await quality();
if (ONLY !== "quality") await speed();
