// The skill page's side column: star, counters, install commands, downloads chart, what it asks
// for, report.
import Link from "next/link";
import { ActionForm } from "@/components/action-form";
import { CopyButton } from "@/components/copy-button";
import { DownloadsChart } from "@/components/downloads-chart";
import { ASK_LABELS, type SkillAsks } from "@/lib/registry/skill-asks";
import { REPORT_REASON_MIN } from "@/lib/registry/report-schema";
import { formatCount, skillHref } from "@/app/_lib/format";
import { reportAction, starAction } from "../actions";
import { installCommands } from "./install-commands";

type Props = {
  name: string; version: string; origin: string; tab: string; isSignedIn: boolean; isStarred: boolean; stars: number; downloads: number;
  weeklyDownloads: number; series: { days: number; points: { day: string; count: number }[] }; asks: SkillAsks;
  distTags: Record<string, string>;
};

export function SkillSidebar(p: Props) {
  return (
    <aside className="sidebar stack" aria-label="About this skill">
      <div className="row tight">
        {p.isSignedIn ? (
          <ActionForm action={starAction} label="Star">
            <input type="hidden" name="name" value={p.name} />
            <input type="hidden" name="star" value={p.isStarred ? "0" : "1"} />
            <button type="submit" className={p.isStarred ? "" : "secondary"} aria-pressed={p.isStarred} data-testid="star-button">
              {p.isStarred ? "★ Starred" : "☆ Star"} · {p.stars}
            </button>
          </ActionForm>
        ) : (
          <Link className="button secondary" href={`/signin?callbackUrl=${encodeURIComponent(`/skills/${p.name}`)}`}>☆ Sign in to star · {p.stars}</Link>
        )}
      </div>
      <dl className="facts">
        <div><dt>Weekly downloads</dt><dd data-testid="weekly-downloads">{formatCount(p.weeklyDownloads)}</dd></div>
        <div><dt>All-time downloads</dt><dd>{formatCount(p.downloads)}</dd></div>
        {Object.entries(p.distTags).map(([tag, v]) => <div key={tag}><dt>{tag}</dt><dd className="mono">{v}</dd></div>)}
      </dl>
      {p.tab === "install" ? null : (
        // The Install tab shows the same commands with notes; here, one line per client.
        <section aria-labelledby="install-h" className="stack" data-testid="install-section">
          <h2 id="install-h" className="h3">Install</h2>
          {installCommands(p.name, p.origin).map((c) => (
            <div key={c.id}>
              <div className="small muted" id={`install-${c.id}`}>{c.label}</div>
              <div className="row tight">
                <pre className="grow small" aria-labelledby={`install-${c.id}`} data-testid={`install-${c.id}`}><code>{c.text}</code></pre>
                <CopyButton text={c.text} label={`${c.label} install command`} />
              </div>
            </div>
          ))}
          <Link className="small" href={skillHref(p.name, { tab: "install", version: p.version })}>All install options</Link>
        </section>
      )}
      <section aria-labelledby="dl-h">
        <div className="row spread">
          <h2 id="dl-h" className="h3">Downloads</h2>
          <nav aria-label="Chart range" className="row tight small">
            {[30, 90].map((d) => (
              <Link key={d} href={skillHref(p.name, { tab: p.tab, version: p.version, dl: d })} aria-current={p.series.days === d ? "true" : undefined} scroll={false}>{d} days</Link>
            ))}
          </nav>
        </div>
        <DownloadsChart points={p.series.points} days={p.series.days} />
      </section>
      <section aria-labelledby="asks-h">
        <h2 id="asks-h" className="h3">What it asks for</h2>
        <dl className="asks-list" data-testid="asks">
          {(Object.keys(ASK_LABELS) as (keyof SkillAsks)[]).map((k) => (
            <div key={k}><dt>{ASK_LABELS[k]}</dt><dd>{p.asks[k].length ? p.asks[k].map((v) => <code key={v}>{v}</code>) : <span className="muted">none</span>}</dd></div>
          ))}
        </dl>
      </section>
      <details className="report">
        <summary>Report this skill</summary>
        {p.isSignedIn ? (
          <ActionForm action={reportAction} className="stack" label="Report">
            <input type="hidden" name="name" value={p.name} />
            <input type="hidden" name="version" value={p.version} />
            <label>Reason (required)
              <textarea name="reason" required minLength={REPORT_REASON_MIN} maxLength={2000} rows={3} placeholder="What is wrong with it? Malware, impersonation, broken…" />
            </label>
            <button type="submit" className="secondary">Send report</button>
          </ActionForm>
        ) : <p className="small"><Link href={`/signin?callbackUrl=${encodeURIComponent(`/skills/${p.name}`)}`}>Sign in</Link> to report it.</p>}
      </details>
    </aside>
  );
}
