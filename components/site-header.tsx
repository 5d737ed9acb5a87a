import Link from "next/link";
import { pageActor } from "@/app/_lib/page-actor";
import { SignOutButton } from "@/components/sign-out-button";

export async function SiteHeader() {
  const actor = await pageActor();
  const user = actor.kind === "user" ? actor.user : null;
  return (
    <header className="site-header">
      <div className="container">
        <a href="#main" className="skip-link">Skip to content</a>
        <Link href="/" className="brand">Skillhub</Link>
        <form action="/search" role="search" className="row header-search">
          <label className="visually-hidden" htmlFor="header-q">Search skills</label>
          <input id="header-q" name="q" type="search" placeholder="Search skills" />
        </form>
        <nav className="nav" aria-label="Account">
          <Link href="/search">Browse</Link>
          <Link href="/publish">Publish</Link>
          <Link href="/docs/api">API</Link>
          {user?.role === "admin" ? <Link href="/admin">Admin</Link> : null}
          {user ? (
            <>
              <Link href="/account" data-testid="signed-in-as">Signed in as <strong>{user.handle}</strong></Link>
              <SignOutButton />
            </>
          ) : (
            <>
              <Link href="/signin">Sign in</Link>
              <Link href="/signup">Sign up</Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
