// skillhub audit [NAME...] — re-scan what is installed, with today's rules, against the verdict
// recorded at install. Exit 0/1/2 by the worst verdict.
import type { Context } from "../context";
import { readLock, selectInstalled } from "../hub";
import { parseSpec } from "../installer";
import { readFolder } from "../local-files";
import { table } from "../output";
import { withHub } from "../session";
import { VERDICT_EXIT } from "./scan";
import { formatReport, RULESET_VERSION, scanSkill, TRUST_TIERS, type ScanReport, type TrustTier } from "@/lib/guard";
import { comparePaths } from "@/lib/skill";

type Row = { name: string; installPath: string; recordedVerdict: string | null; verdict: ScanReport["verdict"]; changed: boolean; findings: number; report: ScanReport };

export async function run(ctx: Context, args: string[]): Promise<number> {
  const rows: Row[] = [];
  await withHub(ctx, { mutating: false }, async ({ paths }) => {
    const lock = await readLock(paths);
    for (const { name, entry, dir } of selectInstalled(paths, lock, args.map((a) => parseSpec(a).name))) {
      const { files, special } = await readFolder(dir, { skipVcs: false });
      if (special.length) ctx.out.warn(`${name}: links or special files in the install: ${special.join(", ")}`);
      files.sort((a, b) => comparePaths(a.path, b.path));
      const report = await scanSkill({ name, files });
      const tier = (TRUST_TIERS.includes(entry.trust_level as TrustTier) ? entry.trust_level : "community") as TrustTier;
      if (!ctx.quiet && report.findings.length) ctx.out.info(formatReport(report, { tier, source: String(entry.source ?? "hub"), color: ctx.out.hasColour }) + "\n");
      rows.push({ name, installPath: entry.install_path, recordedVerdict: entry.scan_verdict ?? null, verdict: report.verdict, changed: entry.scan_verdict !== report.verdict, findings: report.findings.length, report });
    }
  });
  if (!rows.length) ctx.out.info("No skills installed.");
  else ctx.out.result(table([["NAME", "RECORDED", "NOW", "FINDINGS"], ...rows.map((r) => [r.name, r.recordedVerdict ?? "-", r.changed ? ctx.out.paint("yellow", r.verdict) : r.verdict, String(r.findings)])]));
  ctx.out.json({ rulesetVersion: RULESET_VERSION, results: rows });
  return Math.max(0, ...rows.map((r) => VERDICT_EXIT[r.verdict]));
}
