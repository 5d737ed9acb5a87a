import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

// Debian's Chromium where it exists (CI and the project's machines); elsewhere Playwright's own
// browser, installed with `npx playwright install chromium`.
const SYSTEM_CHROMIUM = "/usr/bin/chromium";
const executablePath = process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);
const PORT = Number(process.env.E2E_PORT ?? 3100);
// A second instance with rate limits on, for the throttling pages (e2e/throttle.spec.ts); the main
// one runs with them off so the suites can sign up and publish freely.
const THROTTLED_PORT = Number(process.env.E2E_THROTTLED_PORT ?? PORT + 1000);
const serverEnv = {
  PGLITE_DIR: process.env.PGLITE_DIR ?? "memory://",
  SKILLHUB_ADMINS: "e2e-admin",
  NEXT_TELEMETRY_DISABLED: "1",
  NEXTAUTH_SECRET: "e2e-only-secret-e2e-only-secret-e2e-only-secret",
  ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/e2e.json" }]] : "list",
  outputDir: "test-results/e2e-artifacts",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic",
      ],
    },
  },
  webServer: [
    {
      command: "node scripts/run-app.mjs start",
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: { ...serverEnv, PORT: String(PORT), NEXTAUTH_URL: `http://127.0.0.1:${PORT}`, SKILLHUB_RATE_LIMITS: "off" },
    },
    {
      command: "node scripts/run-app.mjs start",
      url: `http://127.0.0.1:${THROTTLED_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: { ...serverEnv, PGLITE_DIR: "memory://", PORT: String(THROTTLED_PORT), NEXTAUTH_URL: `http://127.0.0.1:${THROTTLED_PORT}`, SKILLHUB_RATE_LIMITS: "on" },
    },
  ],
});
