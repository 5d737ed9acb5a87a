// /search — full-text search with filters and sort in the URL; pages through nextCursor.
import Link from "next/link";
import type { Metadata } from "next";
import { searchSkills } from "@/lib/registry/search-skills";
import { suggestNames } from "@/lib/registry/suggest-names";
import { getFacets } from "@/lib/registry/get-facets";
import { toAppError } from "@/lib/http/respond";
import { SkillCard } from "@/components/skill-card";
import { SearchControls, type SearchValues } from "@/components/search-controls";

export const dynamic = "force-dynamic";

type Params = Record<string, string | string[] | undefined>;
const FIELDS = ["q", "category", "tag", "tier", "verdict", "sort"] as const;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

export async function generateMetadata({ searchParams }: { searchParams: Promise<Params> }): Promise<Metadata> {
  const q = first((await searchParams).q);
  return { title: q ? `“${q.slice(0, 60)}” — search` : "Search" };
}

export default async function SearchPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams;
  const values = Object.fromEntries(FIELDS.map((f) => [f, first(params[f])])) as SearchValues;
  const cursor = first(params.cursor) || undefined;
  const input = Object.fromEntries(Object.entries({ ...values, cursor }).filter(([, v]) => v));
  const [facets, outcome] = await Promise.all([
    getFacets(),
    searchSkills(input).then((result) => ({ result, error: null }), (error) => ({ result: null, error: toAppError(error) })),
  ]);
  const suggestions = outcome.result && outcome.result.items.length === 0 && values.q ? await suggestNames(values.q) : [];
  const nextHref = outcome.result?.nextCursor ? `/search?${new URLSearchParams({ ...Object.fromEntries(Object.entries(values).filter(([, v]) => v)), cursor: outcome.result.nextCursor })}` : null;
  const firstHref = `/search?${new URLSearchParams(Object.fromEntries(Object.entries(values).filter(([, v]) => v)))}`;
  const hasFilters = Boolean(values.category || values.tag || values.tier || values.verdict);

  return (
    <div className="stack">
      <h1>Search skills</h1>
      <SearchControls values={values} categories={facets.categories} tags={facets.tags} />
      <section aria-labelledby="results-h" className="stack" data-testid="search-results">
        <h2 id="results-h" className="visually-hidden">Results</h2>
        {outcome.error ? <p className="alert" role="alert">{outcome.error.message}</p> : null}
        {outcome.result && outcome.result.items.length === 0 ? (
          <div className="empty" data-testid="search-empty">
            <p><strong>No skills match{values.q ? <> “{values.q}”</> : null}{hasFilters ? " with these filters" : ""}.</strong></p>
            {suggestions.length ? (
              <p>Did you mean {suggestions.map((s, i) => <span key={s}>{i ? ", " : ""}<Link href={`/skills/${s}`}>{s}</Link></span>)}?</p>
            ) : null}
            {hasFilters ? <p><Link href={`/search?q=${encodeURIComponent(values.q)}`}>Search without filters</Link></p> : null}
            <p className="muted">Try fewer words, a tag, or <Link href="/search?sort=downloads">browse the most downloaded skills</Link>.</p>
          </div>
        ) : null}
        {outcome.result && outcome.result.items.length ? (
          <ul className="skill-list">{outcome.result.items.map((s) => <SkillCard key={s.name} skill={s} query={values.q} />)}</ul>
        ) : null}
        <nav className="row pager" aria-label="Pages">
          {cursor ? <Link href={firstHref}>First page</Link> : null}
          {nextHref ? <Link href={nextHref} rel="next">Next page</Link> : null}
        </nav>
      </section>
    </div>
  );
}
