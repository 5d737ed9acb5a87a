// /skills/<name> — the skill page. Tabs are real URLs (?tab=readme|files|versions|security|install|manage
// with &version= and &path=), so every tab reads without JavaScript and can be linked.
import Link from "next/link";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isAppError } from "@/lib/errors";
import { isAdmin } from "@/lib/auth/permissions";
import { getSkill } from "@/lib/registry/get-skill";
import { getVersion } from "@/lib/registry/get-version";
import { getVersionAsks } from "@/lib/registry/get-version-asks";
import { getDownloadSeries } from "@/lib/registry/get-download-series";
import { getStarState } from "@/lib/registry/get-star-state";
import type { ScanReport } from "@/lib/guard";
import { pageActor, pageOrigin } from "@/app/_lib/page-actor";
import { formatCount, formatDate, skillHref } from "@/app/_lib/format";
import { StatusBadge, TierBadge, VerdictBadge } from "@/components/badges";
import { ReadmeTab } from "./_tabs/readme-tab";
import { FilesTab } from "./_tabs/files-tab";
import { VersionsTab } from "./_tabs/versions-tab";
import { SecurityTab } from "./_tabs/security-tab";
import { InstallTab } from "./_tabs/install-tab";
import { getCliBundle } from "@/lib/registry/get-cli-bundle";
import { ManageTab } from "./_tabs/manage-tab";
import { SkillSidebar } from "./_tabs/skill-sidebar";

export const dynamic = "force-dynamic";

type Params = Promise<{ name: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;
const TABS = [
  { id: "readme", label: "README" },
  { id: "files", label: "Files" },
  { id: "versions", label: "Versions" },
  { id: "security", label: "Security" },
  { id: "install", label: "Install" },
] as const;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? undefined;

async function loadSkill(name: string) {
  const actor = await pageActor();
  try {
    return { actor, skill: await getSkill(actor, decodeURIComponent(name), await pageOrigin()) };
  } catch (error) {
    if (isAppError(error) && error.code === "SKILL_NOT_FOUND") notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { name } = await params;
  try {
    const { skill } = await loadSkill(name);
    return { title: skill.name, description: skill.description.slice(0, 160) };
  } catch {
    return { title: "Skill not found" };
  }
}

export default async function SkillPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { name: rawName } = await params;
  const query = await searchParams;
  const { actor, skill } = await loadSkill(rawName);
  const isManager = actor.kind === "user" && (actor.user.handle === skill.owner || isAdmin(actor));
  const tabs = isManager ? [...TABS, { id: "manage", label: "Manage" } as const] : TABS;
  const requestedTab = one(query.tab) ?? "readme";
  const tab = tabs.some((t) => t.id === requestedTab) ? requestedTab : "readme";
  const requestedVersion = one(query.version);
  const selected = skill.versions.find((v) => v.version === requestedVersion) ?? skill.versions.find((v) => v.version === skill.latestVersion) ?? skill.versions[0];
  const origin = await pageOrigin();

  if (!selected) {
    return (
      <div className="stack">
        <h1>{skill.name}</h1>
        <p className="notice" role="status">This skill has no version you can see yet{isManager ? " — a version may be waiting for review." : "."}</p>
      </div>
    );
  }

  const [version, asks, series, isStarred] = await Promise.all([
    getVersion(actor, skill.name, selected.version, origin),
    getVersionAsks(actor, skill.name, selected.version),
    getDownloadSeries(actor, skill.name, one(query.dl)),
    getStarState(actor, skill.name),
  ]);
  const report = version.report as unknown as ScanReport;
  const files = version.files as { path: string; size: number; sha256: string; mode: number }[];

  return (
    <div className="skill-page">
      <header className="skill-header stack">
        <div className="row tight">
          <h1 className="mono">{skill.name}</h1>
          <span className="mono muted" data-testid="shown-version">v{selected.version}</span>
          <VerdictBadge verdict={selected.verdict} />
          <TierBadge tier={skill.trustTier} />
          {selected.status !== "published" ? <StatusBadge status={selected.status} /> : null}
        </div>
        <p className="lead">{skill.description}</p>
        <p className="muted meta">
          by <strong>{skill.owner}</strong> · latest {skill.latestVersion ? <span className="mono">{skill.latestVersion}</span> : "none"} ·
          {" "}{formatCount(skill.stars)} stars · {formatCount(skill.weeklyDownloads)} downloads this week · updated {formatDate(skill.updatedAt)}
          {skill.category ? <> · <Link href={`/search?category=${encodeURIComponent(skill.category)}`}>{skill.category}</Link></> : null}
        </p>
        {skill.tags.length ? (
          <ul className="chips" aria-label="Tags">{skill.tags.map((t) => <li key={t}><Link className="chip" href={`/search?tag=${encodeURIComponent(t)}`}>#{t}</Link></li>)}</ul>
        ) : null}
        {skill.deprecated ? <p className="warning" role="note"><strong>Deprecated:</strong> {skill.deprecated}</p> : null}
        {skill.deletedAt ? <p className="alert" role="note">Deleted on {formatDate(skill.deletedAt)}; only you and administrators see this page.</p> : null}
        {selected.status === "yanked" ? <p className="warning" role="note">This version was yanked: ranges and <code>latest</code> skip it.</p> : null}
        {selected.status === "pending_review" ? <p className="warning" role="note">This version is waiting for an administrator&apos;s review; nobody else can see or install it yet.</p> : null}
      </header>

      <nav className="tabs" aria-label="Skill sections">
        {tabs.map((t) => (
          <Link key={t.id} href={skillHref(skill.name, { tab: t.id === "readme" ? undefined : t.id, version: requestedVersion })} aria-current={t.id === tab ? "page" : undefined} scroll={false}>
            {t.label}{t.id === "security" && report.findings.length ? ` (${report.findings.length})` : ""}
          </Link>
        ))}
      </nav>

      <div className="skill-body">
        <section className="tab-panel" aria-label={tabs.find((t) => t.id === tab)!.label} data-testid={`tab-${tab}`}>
          {tab === "readme" ? <ReadmeTab actor={actor} name={skill.name} version={selected.version} /> : null}
          {tab === "files" ? (
            <FilesTab actor={actor} name={skill.name} version={selected.version} files={files} path={one(query.path) ?? "SKILL.md"}
              tarball={`/api/v1/skills/${encodeURIComponent(skill.name)}/versions/${encodeURIComponent(selected.version)}/tarball`} size={selected.dist.size} />
          ) : null}
          {tab === "versions" ? <VersionsTab actor={actor} name={skill.name} versions={skill.versions} from={one(query.from)} to={one(query.to)} deprecated={skill.deprecated} /> : null}
          {tab === "security" ? <SecurityTab name={skill.name} version={selected.version} report={report} tier={version.trustTier} /> : null}
          {tab === "install" ? <InstallTab name={skill.name} version={selected.version} origin={origin} isLatest={selected.version === skill.latestVersion} client={await getCliBundle()} /> : null}
          {tab === "manage" && isManager ? <ManageTab name={skill.name} versions={skill.versions} distTags={skill.distTags} deprecated={skill.deprecated} /> : null}
        </section>
        <SkillSidebar
          name={skill.name} version={selected.version} origin={origin} tab={tab} isSignedIn={actor.kind === "user"} isStarred={isStarred}
          stars={skill.stars} downloads={skill.downloads} weeklyDownloads={skill.weeklyDownloads} series={series} asks={asks} distTags={skill.distTags}
        />
      </div>
    </div>
  );
}
