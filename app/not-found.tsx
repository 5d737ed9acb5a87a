// Any unknown page. Next's built-in 404 styles itself with inline styles, which the CSP refuses.
import Link from "next/link";

export const metadata = { title: "Not found" };

export default function NotFound() {
  return (
    <div className="stack" data-testid="not-found">
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <p><Link href="/">Home</Link> · <Link href="/search">Search the registry</Link></p>
    </div>
  );
}
