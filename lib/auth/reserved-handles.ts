// Handles nobody may register: they read as the registry itself in URLs, audit logs and messages.
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  "admin", "administrator", "root", "system", "skillhub", "support", "security", "api", "www",
  "anonymous", "null", "undefined", "me", "hermes", "nousresearch", "anthropic", "openai", "moderator",
]);
