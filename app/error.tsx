"use client";
// An unexpected error while rendering a page. Next's built-in error page styles itself with inline
// styles, which the CSP refuses; this one uses the site's stylesheet. The digest matches the server log.
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="stack" data-testid="error-page">
      <h1>Something went wrong</h1>
      <p>The page could not be shown. Try again; if it keeps failing, tell the administrators{error.digest ? <> (reference <code>{error.digest}</code>)</> : null}.</p>
      <p><button type="button" onClick={reset}>Try again</button></p>
    </div>
  );
}
