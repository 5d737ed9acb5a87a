// How long browsers and shared caches (a CDN in front of Skillhub) may keep a read, by kind. Every
// read also carries a strong ETag and answers If-None-Match with 304 (server/http.ts).
//   immutable — a version's archive or file: never changes under its URL.
//   shared    — metadata, search, indexes: anonymous answers may sit in a CDN for CDN_FRESH_SECONDS and
//               be served stale for CDN_STALE_SECONDS more while it revalidates; browsers revalidate
//               every time (cheap: 304). Answers to signed-in readers (who may see private versions)
//               are private.
//   private   — per-user answers (tokens, whoami).
//   no-store  — health.
// The app's own caches forget a change within a second on every instance; a CDN adds at most
// CDN_FRESH_SECONDS + CDN_STALE_SECONDS, unless it is purged (README: "Putting a CDN in front").
export type CachePolicy = "immutable" | "shared" | "private" | "no-store";

export const CDN_FRESH_SECONDS = 10;
export const CDN_STALE_SECONDS = 30;

export function cacheControl(policy: CachePolicy, isAnonymous: boolean): string {
  switch (policy) {
    case "immutable":
      return "public, max-age=31536000, immutable";
    case "shared":
      return isAnonymous ? `public, max-age=0, s-maxage=${CDN_FRESH_SECONDS}, stale-while-revalidate=${CDN_STALE_SECONDS}` : "private, no-cache";
    case "private":
      return "private, no-cache";
    case "no-store":
      return "no-store";
  }
}
