// /admin — review queue, reports triage, publishers' trust tiers, re-scan. Administrators only; the
// verbs check again, so this page's check is for the reader, not the security boundary.
import Link from "next/link";
import { notFound } from "next/navigation";
import { isAdmin } from "@/lib/auth/permissions";
import { listPendingVersions } from "@/lib/registry/list-pending-versions";
import { listReports } from "@/lib/registry/list-reports";
import { listPublishers } from "@/lib/registry/list-publishers";
import { RULESET_VERSION } from "@/lib/guard";
import { pageActor } from "@/app/_lib/page-actor";
import { formatDate, skillHref } from "@/app/_lib/format";
import { ActionForm } from "@/components/action-form";
import { TierBadge, VerdictBadge } from "@/components/badges";
import { rescanAction, resolveReportAction, reviewAction, setTierAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata = { title: "Admin" };

export default async function AdminPage({ searchParams }: { searchParams: Promise<{ user?: string }> }) {
  const actor = await pageActor();
  if (!isAdmin(actor)) notFound();
  const { user = "" } = await searchParams;
  const [pending, reports, publishers] = await Promise.all([
    listPendingVersions(actor),
    listReports(actor),
    listPublishers(actor, { q: user }),
  ]);
  return (
    <div className="stack">
      <h1>Administration</h1>
      <nav className="row small" aria-label="Sections">
        <a href="#review-h">Review queue ({pending.length})</a>
        <a href="#reports-h">Reports ({reports.length})</a>
        <a href="#tiers-h">Trust tiers</a>
        <a href="#rescan-h">Re-scan</a>
      </nav>

      <section aria-labelledby="review-h" className="stack" data-testid="review-queue">
        <h2 id="review-h">Review queue</h2>
        {pending.length === 0 ? <p className="muted">Nothing is waiting for review.</p> : null}
        {pending.map((v) => (
          <article key={`${v.name}@${v.version}`} className="card stack" data-testid={`pending-${v.name}`}>
            <div className="row tight">
              <h3 className="mono flush"><Link href={skillHref(v.name, { version: v.version })}>{v.name}@{v.version}</Link></h3>
              <VerdictBadge verdict={v.verdict} /> <TierBadge tier={v.tier} />
              <span className="muted small">by {v.publisher} · {formatDate(v.createdAt)} · ruleset {v.rulesetVersion}</span>
            </div>
            <ul className="small">
              {v.findings.map((f, i) => (
                <li key={i}>
                  <strong className={`sev-${f.severity}`}>{f.severity}</strong> <code>{f.ruleId}</code>{" "}
                  <a className="mono" href={`${skillHref(v.name, { tab: "files", version: v.version, path: f.file })}#L${f.line}`}>{f.file}:{f.line}</a> — {f.description}
                </li>
              ))}
              {v.findingCount > v.findings.length ? <li>…and {v.findingCount - v.findings.length} more on the <Link href={skillHref(v.name, { tab: "security", version: v.version })}>Security tab</Link></li> : null}
            </ul>
            <p className="small">
              <Link href={skillHref(v.name, { tab: "security", version: v.version })}>Full report</Link>
              {v.previousVersion ? <> · <Link href={skillHref(v.name, { tab: "versions", from: v.previousVersion, to: v.version })}>Diff against {v.previousVersion}</Link></> : " · first version"}
            </p>
            <ActionForm action={reviewAction} className="stack" label={`Review ${v.name}@${v.version}`}>
              <input type="hidden" name="name" value={v.name} />
              <input type="hidden" name="version" value={v.version} />
              <label>Note (kept with the decision) <textarea name="note" rows={2} maxLength={2000} /></label>
              <div className="row tight">
                <button type="submit" name="decision" value="approve">Approve {v.name}@{v.version}</button>
                <button type="submit" name="decision" value="reject" className="danger">Reject</button>
              </div>
            </ActionForm>
          </article>
        ))}
      </section>

      <section aria-labelledby="reports-h" className="stack" data-testid="reports">
        <h2 id="reports-h">Open reports</h2>
        {reports.length === 0 ? <p className="muted">No open reports.</p> : null}
        {reports.map((r) => (
          <article key={r.id} className="card stack">
            <p className="row tight flush">
              <Link className="mono" href={skillHref(r.skill, { version: r.version })}>{r.skill}{r.version ? `@${r.version}` : ""}</Link>
              <span className="muted small">reported by {r.reporter} on {formatDate(r.createdAt)}{r.isSkillDeleted ? " · skill deleted" : ""}</span>
            </p>
            <blockquote className="report-reason">{r.reason}</blockquote>
            <ActionForm action={resolveReportAction} className="stack" label={`Resolve report on ${r.skill}`}>
              <input type="hidden" name="id" value={r.id} />
              <label>Resolution note <input name="resolution" maxLength={2000} placeholder="Yanked 1.2.0; contacted the owner" /></label>
              <div className="row tight">
                <button type="submit" name="status" value="resolved">Resolved</button>
                <button type="submit" name="status" value="dismissed" className="secondary">Dismiss</button>
              </div>
            </ActionForm>
          </article>
        ))}
      </section>

      <section aria-labelledby="tiers-h" className="stack">
        <h2 id="tiers-h">Publishers&apos; trust tiers</h2>
        <p className="muted small">A tier applies to future publishes (community: safe only; trusted: safe and caution; built-in: everything). Existing versions keep the tier they were judged under.</p>
        <form method="get" action="/admin#tiers-h" className="row" role="search">
          <label>Find a user <input name="user" defaultValue={user} placeholder="handle" /></label>
          <button type="submit" className="secondary align-end">Find</button>
        </form>
        <div className="table-wrap">
          <table className="data" data-testid="publishers">
            <thead><tr><th scope="col">User</th><th scope="col">Role</th><th scope="col">Skills</th><th scope="col">Tier</th></tr></thead>
            <tbody>
              {publishers.map((p) => (
                <tr key={p.handle}>
                  <td className="mono">{p.handle}</td>
                  <td>{p.role}</td>
                  <td>{p.skills}</td>
                  <td>
                    <ActionForm action={setTierAction} className="row tight" label={`Tier of ${p.handle}`}>
                      <input type="hidden" name="handle" value={p.handle} />
                      <label className="visually-hidden" htmlFor={`tier-${p.handle}`}>Tier of {p.handle}</label>
                      <select id={`tier-${p.handle}`} name="trustTier" defaultValue={p.trustTier}>
                        <option value="community">community</option>
                        <option value="trusted">trusted</option>
                        <option value="builtin">builtin</option>
                      </select>
                      <button type="submit" className="secondary small">Save</button>
                    </ActionForm>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="rescan-h" className="stack">
        <h2 id="rescan-h">Re-scan after a ruleset update</h2>
        <p className="muted small">Scans every stored version again with the current ruleset (<span className="mono">{RULESET_VERSION}</span>) and records the new verdicts. Nothing is unpublished automatically; the summary lists what changed.</p>
        <ActionForm action={rescanAction} label="Re-scan">
          <button type="submit">Re-scan all versions</button>
        </ActionForm>
      </section>
    </div>
  );
}
