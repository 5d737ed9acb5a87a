// The Content-Security-Policy of every HTML page and the HSTS decision, as pure functions that
// proxy.ts applies per request (and tests read), and the headers every response carries.
//
// Scripts: Next's inline scripts carry this response's nonce, its chunks come from our origin
// ('self' — the build output; user files are only ever served as text/plain or octet-stream with
// nosniff, which a browser refuses to execute). Nothing else runs: not markup that slips into a page
// (a README, a scan excerpt) whatever the sanitiser missed, not inline event handlers, not an inline
// <script> that some script creates. No 'strict-dynamic': it would trust any script element created
// by script, which is exactly what a DOM-injection gadget does. 'wasm-unsafe-eval' lets the publish
// page's in-browser scanner compile WebAssembly; it does not allow eval() or new Function().
// Styles: our stylesheets and Next's nonced <style> elements, no style attributes. Development adds
// what React's dev build needs ('unsafe-eval', inline styles for the error overlay).
export const NONCE_HEADER = "x-nonce";

export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

export type PolicyOptions = { nonce: string; isDev: boolean; isHttps: boolean };

export function contentSecurityPolicy({ nonce, isDev, isHttps }: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'wasm-unsafe-eval'${isDev ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' ${isDev ? "'unsafe-inline'" : `'nonce-${nonce}'`}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (isHttps) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** 128 random bits, base64: a fresh nonce for every response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Whether the browser reached us over HTTPS: a trusted proxy says so (X-Forwarded-Proto with
 * SKILLHUB_TRUST_PROXY), or the configured public URL is https:// — then every URL a browser uses is
 * https, and a browser ignores HSTS on a plain-http response anyway (RFC 6797 §8.1).
 */
export function isHttpsRequest(headers: Pick<Headers, "get">, config: { trustProxy: boolean; publicUrl?: string }): boolean {
  if (config.trustProxy && headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https") return true;
  return config.publicUrl?.startsWith("https://") ?? false;
}

// Headers every response carries: Next adds them to pages and route handlers (next.config.ts), the
// read path (server/) to its own responses.
export const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
] as const;
