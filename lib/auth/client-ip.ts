// Where a request comes from, for per-IP limits and audit events.

/**
 * The client's address. scripts/next-server.mjs replaces any X-Real-IP a client sends with the
 * socket's peer address, so without a proxy that header cannot be forged. Behind a proxy
 * (SKILLHUB_TRUST_PROXY) the peer is the proxy, and the client is the last X-Forwarded-For entry — the
 * one the proxy appended; earlier entries are whatever the client claimed, so they are never used.
 */
export function clientIp(headers: Pick<Headers, "get">, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return headers.get("x-real-ip") ?? undefined;
}
