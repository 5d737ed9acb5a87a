// Security tab: the verdict, findings grouped by severity with links to file:line in the Files tab,
// the ruleset version, and what each trust tier's install policy decides for this verdict.
import { TRUST_TIERS, decide, decisionReason, type ScanReport, type Severity, type TrustTier } from "@/lib/guard";
import { VerdictBadge } from "@/components/badges";
import { skillHref } from "@/app/_lib/format";

const SEVERITIES: Severity[] = ["critical", "high", "medium", "low"];
const DECISION_LABEL = { allow: "Install", block: "Block", ask: "Ask first" } as const;

export function SecurityTab({ name, version, report, tier }: { name: string; version: string; report: ScanReport; tier: string }) {
  const groups = SEVERITIES.map((severity) => ({ severity, findings: report.findings.filter((f) => f.severity === severity) })).filter((g) => g.findings.length);
  return (
    <div className="stack" data-testid="security-report">
      <p className="row">
        <span>Verdict:</span> <VerdictBadge verdict={report.verdict} />
        <span className="muted">
          {report.findings.length} finding{report.findings.length === 1 ? "" : "s"} · ruleset <span className="mono" data-testid="ruleset-version">{report.rulesetVersion}</span> ·
          {" "}{report.stats.files} files scanned · judged under the <strong>{tier}</strong> tier at upload
        </span>
      </p>
      {groups.length === 0 ? <p className="notice">No findings: nothing in this version matched a rule.</p> : null}
      {groups.map((group) => (
        <section key={group.severity} aria-labelledby={`sev-${group.severity}`}>
          <h3 id={`sev-${group.severity}`}><span className={`sev sev-${group.severity}`}>{group.severity}</span> ({group.findings.length})</h3>
          <ul className="findings">
            {group.findings.map((f, i) => (
              <li key={`${f.ruleId}-${f.file}-${f.line}-${i}`} className="finding">
                <div className="row tight">
                  <code>{f.ruleId}</code>
                  <span className="muted">{f.category.replace("_", " ")}</span>
                  {/* A plain link (full load), so the browser applies :target and scrolls to the line. */}
                  <a className="mono" data-testid="finding-link" href={`${skillHref(name, { tab: "files", version, path: f.file })}${f.line ? `#L${f.line}` : ""}`}>
                    {f.file}{f.line ? `:${f.line}` : ""}
                  </a>
                  {f.decodedFrom ? <span className="badge">decoded from {f.decodedFrom}</span> : null}
                </div>
                <p>{f.description}</p>
                {f.excerpt ? <pre className="excerpt">{f.excerpt}</pre> : null}
                {f.remediation ? <p className="muted small">Fix: {f.remediation}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="policy-h">
        <h3 id="policy-h">What the install policy decides</h3>
        <p className="muted small">The same table the skillhub client and stock Hermes apply when installing a <strong>{report.verdict}</strong> skill.</p>
        <table className="policy" data-testid="policy-table">
          <thead><tr><th scope="col">Source tier</th><th scope="col">Decision</th><th scope="col">Why</th></tr></thead>
          <tbody>
            {TRUST_TIERS.map((t: TrustTier) => {
              const decision = decide(t, report.verdict);
              return (
                <tr key={t}>
                  <th scope="row">{t}</th>
                  <td><span className={`decision decision-${decision}`}>{DECISION_LABEL[decision]}</span></td>
                  <td className="small">{decisionReason(t, report.verdict, decision)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}
