// A scan report for the publish page (browser-side, before and after upload): verdict, decision,
// findings grouped by severity. Pure rendering; the skill page's Security tab links findings to files.
import type { Finding, ScanReport, Severity } from "@/lib/guard";
import { VerdictBadge } from "@/components/badges";

const SEVERITIES: Severity[] = ["critical", "high", "medium", "low"];

export function ScanReportView({ report, decision, tier, findingHref }: {
  report: ScanReport; decision?: string; tier?: string; findingHref?: (f: Finding) => string;
}) {
  return (
    <div className="stack" data-testid="scan-report">
      <p className="row tight">
        Verdict: <VerdictBadge verdict={report.verdict} />
        {decision && tier ? <span>· policy for the <strong>{tier}</strong> tier: <span className={`decision decision-${decision}`} data-testid="decision">{decision}</span></span> : null}
        <span className="muted small">· ruleset {report.rulesetVersion} · {report.findings.length} findings</span>
      </p>
      {SEVERITIES.map((severity) => {
        const findings = report.findings.filter((f) => f.severity === severity);
        if (!findings.length) return null;
        return (
          <section key={severity}>
            <h3><span className={`sev sev-${severity}`}>{severity}</span> ({findings.length})</h3>
            <ul className="findings">
              {findings.map((f, i) => (
                <li key={i} className="finding">
                  <div className="row tight">
                    <code>{f.ruleId}</code>
                    {findingHref ? <a className="mono" href={findingHref(f)}>{f.file}:{f.line}</a> : <span className="mono">{f.file}:{f.line}</span>}
                  </div>
                  <p>{f.description}</p>
                  {f.excerpt ? <pre className="excerpt">{f.excerpt}</pre> : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
