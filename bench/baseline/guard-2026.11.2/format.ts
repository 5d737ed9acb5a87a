// Human report in the style of Hermes' skills_guard.format_scan_report.
import { decide, decisionReason, type Decision, type TrustTier } from "./policy";
import type { ScanReport, Severity } from "./types";

const COLORS: Record<Severity | "reset" | "dim" | "bold", string> = {
  critical: "\x1b[1;31m",
  high: "\x1b[31m",
  medium: "\x1b[33m",
  low: "\x1b[2m",
  reset: "\x1b[0m",
  dim: "\x1b[2m",
  bold: "\x1b[1m",
};

const DECISION_LABEL: Record<Decision, string> = { allow: "ALLOW", block: "BLOCK", ask: "ASK" };

export type FormatOptions = { tier: TrustTier; source: string; decision?: Decision; force?: boolean; color?: boolean };

export function formatReport(report: ScanReport, opts: FormatOptions): string {
  const c = (k: keyof typeof COLORS, s: string) => (opts.color ? `${COLORS[k]}${s}${COLORS.reset}` : s);
  const lines = [`Scan: ${report.skill} (${opts.source}/${opts.tier})  Verdict: ${c("bold", report.verdict.toUpperCase())}`];
  for (const f of report.findings) {
    const where = `${f.file}:${f.line}`;
    const decoded = f.decodedFrom ? ` [decoded ${f.decodedFrom}]` : "";
    lines.push(`  ${c(f.severity, f.severity.toUpperCase().padEnd(8))} ${f.category.padEnd(20)} ${where.padEnd(30)} ${f.ruleId}${decoded}`);
    lines.push(`    ${c("dim", `"${f.excerpt.slice(0, 100)}"`)}`);
  }
  if (report.findings.length) lines.push("");
  const decision = opts.decision ?? decide(opts.tier, report.verdict, { force: opts.force });
  lines.push(`Decision: ${DECISION_LABEL[decision]} — ${decisionReason(opts.tier, report.verdict, decision, { force: opts.force })}`);
  return lines.join("\n");
}
