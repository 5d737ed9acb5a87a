// One skill in a list (home, search): name, description, badges and counters.
import Link from "next/link";
import { HighlightText } from "@/components/highlight-text";
import { TierBadge, VerdictBadge } from "@/components/badges";
import { formatCount } from "@/app/_lib/format";

export type SkillCardData = {
  name: string; description: string; owner: string; tags: string[]; trustTier: string;
  latestVersion: string | null; verdict: string | null; downloads: number; stars: number;
};

export function SkillCard({ skill, query = "" }: { skill: SkillCardData; query?: string }) {
  return (
    <li className="skill-card">
      <div className="row tight">
        <Link href={`/skills/${skill.name}`} className="skill-name"><HighlightText text={skill.name} query={query} /></Link>
        {skill.latestVersion ? <span className="muted mono">v{skill.latestVersion}</span> : null}
        <VerdictBadge verdict={skill.verdict} />
        <TierBadge tier={skill.trustTier} />
      </div>
      <p className="description"><HighlightText text={skill.description} query={query} /></p>
      <p className="meta muted">
        by {skill.owner} · {formatCount(skill.downloads)} downloads · {skill.stars} stars
        {skill.tags.length ? <> · {skill.tags.slice(0, 5).map((t) => <HighlightText key={t} text={`#${t} `} query={query} />)}</> : null}
      </p>
    </li>
  );
}
