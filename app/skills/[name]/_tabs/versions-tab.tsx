// Versions tab: every visible version with date, status and verdict, and a diff between any two —
// files added/removed/changed with line diffs, and what changed in what the skill asks for.
import Link from "next/link";
import type { Actor } from "@/lib/auth/actor";
import { diffVersions, type VersionDiff } from "@/lib/registry/diff-versions";
import { toAppError } from "@/lib/http/respond";
import { StatusBadge, VerdictBadge } from "@/components/badges";
import { formatBytes, formatDate, skillHref } from "@/app/_lib/format";

type VersionRow = { version: string; status: string; verdict: string; publishedAt: string };

function DiffView({ diff }: { diff: VersionDiff }) {
  const skillMdFirst = [...diff.files].sort((a, b) => Number(b.path === "SKILL.md") - Number(a.path === "SKILL.md"));
  const askChanges = diff.asks.filter((a) => a.added.length || a.removed.length);
  return (
    <section aria-labelledby="diff-h" className="stack" data-testid="version-diff">
      <h3 id="diff-h">Changes from {diff.from.version} to {diff.to.version}</h3>
      <h4>What it asks for</h4>
      {askChanges.length === 0 ? <p className="muted">No change in environment variables, tools, commands, platforms or network hosts.</p> : null}
      <table className="asks">
        <thead><tr><th scope="col">Asks for</th><th scope="col">Added</th><th scope="col">Removed</th><th scope="col">Unchanged</th></tr></thead>
        <tbody>
          {diff.asks.map((a) => (
            <tr key={a.key}>
              <th scope="row">{a.label}</th>
              <td>{a.added.map((v) => <code key={v} className="ask-added">+ {v}</code>)}</td>
              <td>{a.removed.map((v) => <code key={v} className="ask-removed">− {v}</code>)}</td>
              <td className="muted small">{a.kept.join(", ") || "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>Files</h4>
      {skillMdFirst.length === 0 ? <p className="muted">The two versions hold identical files.</p> : null}
      <ul className="file-changes">
        {skillMdFirst.map((f) => (
          <li key={f.path}>
            <details open={f.path === "SKILL.md" || skillMdFirst.length <= 3}>
              <summary>
                <span className={`change-${f.change}`}>{f.change}</span> <span className="mono">{f.path}</span>{" "}
                <span className="muted small">{f.change === "changed" ? `${formatBytes(f.oldSize)} → ${formatBytes(f.newSize)}` : formatBytes(f.newSize || f.oldSize)}</span>
              </summary>
              {f.hunks === null ? <p className="muted">Binary or large file; no line diff.</p> : (
                <pre className="diff">
                  {f.hunks.map((h, i) => (
                    <span key={i}>
                      <span className="diff-hunk">@@ −{h.oldStart} +{h.newStart} @@{"\n"}</span>
                      {h.lines.map((line, j) => (
                        <span key={j} className={line[0] === "+" ? "diff-add" : line[0] === "-" ? "diff-del" : undefined}>{line}{"\n"}</span>
                      ))}
                    </span>
                  ))}
                </pre>
              )}
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

export async function VersionsTab({ actor, name, versions, from, to, deprecated }: {
  actor: Actor; name: string; versions: VersionRow[]; from?: string; to?: string; deprecated: string | null;
}) {
  const defaultTo = to ?? versions[0]?.version;
  const defaultFrom = from ?? versions[1]?.version;
  let diff: VersionDiff | null = null;
  let diffError: string | null = null;
  if (from && to) {
    try {
      diff = await diffVersions(actor, name, from, to);
    } catch (error) {
      diffError = toAppError(error).message;
    }
  }
  return (
    <div className="stack">
      <table className="versions" data-testid="versions-table">
        <caption className="visually-hidden">Versions of {name}</caption>
        <thead><tr><th scope="col">Version</th><th scope="col">Published</th><th scope="col">Status</th><th scope="col">Verdict</th><th scope="col"><span className="visually-hidden">Links</span></th></tr></thead>
        <tbody>
          {versions.map((v) => (
            <tr key={v.version}>
              <td className="mono"><Link href={skillHref(name, { version: v.version })}>{v.version}</Link></td>
              <td>{formatDate(v.publishedAt)}</td>
              <td><StatusBadge status={v.status} />{deprecated && v.version === versions[0]?.version ? <> <StatusBadge status="deprecated" /></> : null}</td>
              <td><VerdictBadge verdict={v.verdict} /></td>
              <td><Link href={skillHref(name, { tab: "security", version: v.version })}>report</Link></td>
            </tr>
          ))}
        </tbody>
      </table>
      {versions.length > 1 ? (
        <form method="get" action={`/skills/${name}`} className="row" aria-label="Compare versions">
          <input type="hidden" name="tab" value="versions" />
          <label>From
            <select name="from" defaultValue={defaultFrom}>{versions.map((v) => <option key={v.version}>{v.version}</option>)}</select>
          </label>
          <label>To
            <select name="to" defaultValue={defaultTo}>{versions.map((v) => <option key={v.version}>{v.version}</option>)}</select>
          </label>
          <button type="submit" className="align-end">Compare</button>
        </form>
      ) : <p className="muted">Only one version so far; a diff appears once there are two.</p>}
      {diffError ? <p className="alert" role="alert">{diffError}</p> : null}
      {diff ? <DiffView diff={diff} /> : null}
    </div>
  );
}
