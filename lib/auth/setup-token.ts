// The one-time setup token's shape and storage form. The secret is shown once (console, admin CLI);
// only its sha256 is stored.
import { createHash, randomBytes } from "node:crypto";

export const SETUP_TOKEN_PREFIX = "sht_";

export function generateSetupToken(): string {
  return `${SETUP_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
}

export function hashSetupToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The setup page's address with the token in the fragment, which browsers never send to a server or a log. */
export function setupLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/setup#token=${token}`;
}
