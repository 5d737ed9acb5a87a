import { env } from "@/lib/env";

try {
  env();
} catch (error) {
  console.error(`skillhub: ${(error as Error).message}`);
  process.exit(1);
}

/**
 * First run: while nobody administers this registry, issue a one-time setup token. The server
 * (scripts/next-server.mjs) prints these lines once it listens, after its own "ready" line.
 */
async function setupNotice(): Promise<string[]> {
  const { issueSetupToken } = await import("@/lib/auth/issue-setup-token");
  const { setupLink } = await import("@/lib/auth/setup-token");
  const issued = await issueSetupToken();
  if (!issued) return [];
  const config = env();
  const base = config.SKILLHUB_PUBLIC_URL ?? config.NEXTAUTH_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  return [
    "skillhub: this registry has no administrator yet. To create one, open (single use, valid until " +
      `${issued.expiresAt.toISOString().replace(/\.\d+Z$/, "Z")}):`,
    `skillhub:   ${setupLink(base, issued.token)}`,
    "skillhub: `npm run admin -- setup` prints a new link.",
  ];
}

// Next may evaluate this module more than once per process (one bundle per router): issue one token.
const startup = globalThis as { __skillhubStartupNotice?: Promise<string[]> };
if (process.env.NEXT_PHASE !== "phase-production-build") {
  startup.__skillhubStartupNotice ??= setupNotice().catch((error) => [`skillhub: could not check for an administrator: ${(error as Error).message}`]);
}
