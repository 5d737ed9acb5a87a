// Environment variables: which names hold secrets, and whose secret it is (the vendor a key belongs
// to, so a key sent to its own vendor's API reads as normal and the same key sent elsewhere does not).

const SECRET_NAME_RE = /(?:^|_)(?:TOKEN|SECRET|PASSWORD|PASSWD|PASS|PWD|API_?KEY|APIKEY|ACCESS_?KEY|SECRET_?KEY|PRIVATE_?KEY|CREDENTIALS?|AUTH|SESSION|COOKIE|DSN|WEBHOOK(?:_URL)?|SIGNING_?KEY|CLIENT_?SECRET|MNEMONIC|SEED)(?:_|$)|^(?:DATABASE_URL|REDIS_URL|MONGO(?:DB)?_URI|AWS_[A-Z_]+|GITHUB_TOKEN|GH_TOKEN|NPM_TOKEN|PYPI_TOKEN|SSH_AUTH_SOCK)$/;

/** Whether a variable name says it holds a secret (`OPENAI_API_KEY`, `DB_PASSWORD`, `AWS_SESSION_TOKEN`). */
export function isSecretEnvName(name: string): boolean {
  return SECRET_NAME_RE.test(name.toUpperCase());
}

const GENERIC_PREFIXES = new Set(["API", "APP", "SECRET", "AUTH", "ACCESS", "PRIVATE", "CLIENT", "DB", "DATABASE", "MY", "THE", "SERVICE", "USER", "ADMIN", "ROOT", "MASTER", "DEFAULT", "PROD", "DEV", "TEST", "LOCAL", "SESSION", "TOKEN", "PASSWORD"]);

/** The vendor a secret variable names (`OPENAI_API_KEY` → `openai`, `AWS_SECRET_ACCESS_KEY` → `aws`), or null. */
export function vendorOfEnvName(name: string): string | null {
  const first = name.toUpperCase().split(/_+/).filter(Boolean)[0];
  if (!first || GENERIC_PREFIXES.has(first) || first.length < 2) return null;
  return first.toLowerCase();
}
