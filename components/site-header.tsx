import Link from "next/link";
import { getSessionUser } from "@/lib/auth/actor";
import { SignOutButton } from "@/components/sign-out-button";

export async function SiteHeader() {
  const user = await getSessionUser();
  return (
    <header className="site-header">
      <div className="container">
        <Link href="/" className="brand">Skillhub</Link>
        <form action="/search" role="search" className="row">
          <label className="visually-hidden" htmlFor="header-q">Search skills</label>
          <input id="header-q" name="q" type="search" placeholder="Search skills" />
        </form>
        <nav className="nav" aria-label="Account">
          <Link href="/publish">Publish</Link>
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
