// The actor of a page render or server action: the signed-in session user, or anonymous. Cached per
// request so the header and the page share one session lookup.
import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { getSessionUser, type Actor } from "@/lib/auth/actor";
import { clientIp } from "@/lib/auth/client-ip";
import { env } from "@/lib/env";

export const pageActor = cache(async (): Promise<Actor> => {
  const requestHeaders = await headers();
  const user = await getSessionUser(requestHeaders.get("cookie"));
  const ip = clientIp(requestHeaders, env().SKILLHUB_TRUST_PROXY);
  return user ? { kind: "user", via: "session", user, ip } : { kind: "anonymous", ip };
});

/** The registry's public origin for absolute URLs in install commands and tarball links. */
export async function pageOrigin(): Promise<string> {
  const configured = env().SKILLHUB_PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, "");
  const h = await headers();
  const host = h.get("host") ?? "localhost";
  const proto = env().SKILLHUB_TRUST_PROXY ? (h.get("x-forwarded-proto") ?? "http") : "http";
  return `${proto}://${host}`;
}
