import Link from "next/link";
import { getTotals } from "@/lib/registry/get-totals";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  const totals = await getTotals();
  return (
    <div className="stack">
      <h1>Agent skills, checked before you install them</h1>
      <p className="muted">
        Every skill on this registry is scanned for prompt injection, exfiltration and malicious install steps, and
        judged under a trust-tier policy. Install with <code>skillhub install NAME</code>.
      </p>
      <form action="/search" role="search" className="row">
        <label className="visually-hidden" htmlFor="home-q">Search skills</label>
        <input id="home-q" name="q" type="search" placeholder="Search skills" style={{ flex: 1, minWidth: 240 }} />
        <button type="submit">Search</button>
      </form>
      <p data-testid="totals">
        {totals.skills} skills · {totals.versions} versions · {totals.publishers} publishers
      </p>
      <p><Link href="/publish">Publish a skill</Link></p>
    </div>
  );
}
