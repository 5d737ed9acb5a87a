// Home: search, categories and tags, trending this week, recently published, totals.
import Link from "next/link";
import { needsSetup } from "@/lib/auth/needs-setup";
import { getTotals } from "@/lib/registry/get-totals";
import { getFacets } from "@/lib/registry/get-facets";
import { searchSkills } from "@/lib/registry/search-skills";
import { SkillCard } from "@/components/skill-card";

export const dynamic = "force-dynamic";

const LIST_SIZE = 6;

export default async function HomePage() {
  const [isUnclaimed, totals, facets, trending, recent] = await Promise.all([
    needsSetup(),
    getTotals(),
    getFacets({ tagLimit: 24 }),
    searchSkills({ sort: "trending", limit: LIST_SIZE }),
    searchSkills({ sort: "recent", limit: LIST_SIZE }),
  ]);
  return (
    <div className="stack home">
      <section className="hero stack">
        <h1>Agent skills, checked before you install them</h1>
        <p className="muted">
          Every skill on this registry is scanned for prompt injection, exfiltration and malicious install steps, and
          judged under a trust-tier policy. Install with <code>skillhub install NAME</code>.
        </p>
        <form action="/search" role="search" className="row">
          <label className="visually-hidden" htmlFor="home-q">Search skills</label>
          <input id="home-q" name="q" type="search" placeholder="Search skills, e.g. pdf, git, kubernetes" className="grow" />
          <button type="submit">Search</button>
        </form>
        <p data-testid="totals" className="totals">
          <strong>{totals.skills}</strong> skills · <strong>{totals.versions}</strong> versions · <strong>{totals.publishers}</strong> publishers
        </p>
      </section>

      {isUnclaimed ? (
        <section className="setup-banner stack" aria-labelledby="setup-h" data-testid="setup-banner">
          <h2 id="setup-h">This registry has no administrator yet</h2>
          <p>
            If you run it: the server printed a one-time setup link on its console when it started (the output of{" "}
            <code>npm run dev</code> or <code>npm start</code>, or <code>docker compose logs app</code>). Open it to create the
            administrator account, or run <code>npm run admin -- setup</code> on the server for a new link.{" "}
            <Link href="/setup">Set up this registry</Link>
          </p>
          {totals.skills === 0 ? <p className="muted">No skills yet: <code>npm run seed</code> publishes a starter catalogue of real skills.</p> : null}
        </section>
      ) : null}

      <div className="columns">
        <section aria-labelledby="trending-h">
          <h2 id="trending-h">Trending this week</h2>
          <ul className="skill-list">{trending.items.map((s) => <SkillCard key={s.name} skill={s} />)}</ul>
          <p><Link href="/search?sort=trending">More trending skills</Link></p>
        </section>
        <section aria-labelledby="recent-h">
          <h2 id="recent-h">Recently published</h2>
          <ul className="skill-list">{recent.items.map((s) => <SkillCard key={s.name} skill={s} />)}</ul>
          <p><Link href="/search?sort=recent">All recent skills</Link></p>
        </section>
      </div>

      {facets.categories.length ? (
        <section aria-labelledby="categories-h">
          <h2 id="categories-h">Categories</h2>
          <ul className="chips">
            {facets.categories.map((c) => (
              <li key={c.name}><Link href={`/search?category=${encodeURIComponent(c.name)}`} className="chip">{c.name} <span className="muted">{c.count}</span></Link></li>
            ))}
          </ul>
        </section>
      ) : null}
      {facets.tags.length ? (
        <section aria-labelledby="tags-h">
          <h2 id="tags-h">Popular tags</h2>
          <ul className="chips">
            {facets.tags.map((t) => (
              <li key={t.name}><Link href={`/search?tag=${encodeURIComponent(t.name)}`} className="chip">#{t.name} <span className="muted">{t.count}</span></Link></li>
            ))}
          </ul>
        </section>
      ) : null}
      <p><Link href="/publish" className="button">Publish a skill</Link></p>
    </div>
  );
}
