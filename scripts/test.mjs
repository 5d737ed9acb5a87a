// `npm test`: every test layer, in order — `next build`, vitest (unit + integration on a fresh
// database, over HTTP against the built app), then Playwright e2e against the built app in a real Chromium. Uses the embedded
// database unless DATABASE_URL is set. Ends with the line `N passed, N failed`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const RESULTS = "test-results";
// Builds and serves from .next-test so a test run never disturbs (or is disturbed by) a dev server.
process.env.NEXT_DIST_DIR ??= ".next-test";
mkdirSync(RESULTS, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`=== ${title}: ${result.status === 0 ? "ok" : `exit ${result.status ?? result.signal}`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function ensureChromium() {
  if (process.env.PLAYWRIGHT_CHROMIUM || existsSync("/usr/bin/chromium")) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    return run("install chromium (apt)", "bash", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null"]);
  }
  console.error("Chromium is missing: install it (`sudo apt-get install chromium`) or run `npx playwright install chromium`.");
  return false;
}

const mode = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite";
console.log(`Skillhub tests on ${mode}`);

// 1. build (the integration tests and e2e run the production server).
const e2eEnv = process.env.DATABASE_URL ? { E2E_DATABASE_URL: process.env.DATABASE_URL } : {};
const built = run("next build", process.execPath, ["node_modules/next/dist/bin/next", "build"], { NEXT_TELEMETRY_DISABLED: "1" });
if (!built) broken = true;

// 2. vitest: unit tests, and integration tests against a fresh database and the built app over HTTP.
rmSync(`${RESULTS}/unit.json`, { force: true });
run("vitest (unit + integration)", process.execPath, [
  "node_modules/vitest/vitest.mjs", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${RESULTS}/unit.json`,
], built ? { SKILLHUB_TEST_SERVER_MODE: "start" } : {});
const unit = readJson(`${RESULTS}/unit.json`);
if (unit) {
  totals.passed += unit.numPassedTests;
  totals.failed += unit.numFailedTests;
  totals.skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
  if (unit.numFailedTestSuites > 0 && unit.numFailedTests === 0) broken = true; // a file that failed to load
} else broken = true;

// 2b. PostgreSQL mode on a machine whose cluster we may restart (CI, dev machines as root): the
// restart-under-load fault test, alone, since it stops the server every other test uses.
const canRestartPg = process.env.DATABASE_URL && process.getuid?.() === 0 && existsSync("/etc/postgresql") && /@(127\.0\.0\.1|localhost)[:/]/.test(process.env.DATABASE_URL);
if (canRestartPg) {
  rmSync(`${RESULTS}/pg-faults.json`, { force: true });
  run("vitest (PostgreSQL restart fault test)", process.execPath, [
    "node_modules/vitest/vitest.mjs", "run", "--config", "vitest.pg-faults.config.mts", "--reporter=default", "--reporter=json", `--outputFile.json=${RESULTS}/pg-faults.json`,
  ], built ? { SKILLHUB_TEST_SERVER_MODE: "start" } : {});
  const faults = readJson(`${RESULTS}/pg-faults.json`);
  if (faults) {
    totals.passed += faults.numPassedTests;
    totals.failed += faults.numFailedTests;
    if (faults.numFailedTestSuites > 0 && faults.numFailedTests === 0) broken = true;
  } else broken = true;
}

// 3. e2e in a real browser.
if (!ensureChromium()) broken = true;
else if (built) {
  rmSync(`${RESULTS}/e2e.json`, { force: true });
  run("playwright (e2e)", process.execPath, ["node_modules/@playwright/test/cli.js", "test"], {
    ...e2eEnv,
    CI: "1",
    DATABASE_URL: "",
  });
  const e2e = readJson(`${RESULTS}/e2e.json`);
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected;
    totals.failed += e2e.stats.unexpected + e2e.stats.flaky;
    totals.skipped += e2e.stats.skipped;
    if (e2e.errors?.length) broken = true;
  } else broken = true;
}

const ranNothing = totals.passed + totals.failed === 0;
if (broken) console.log("\nA test layer could not run (see above).");
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(totals.failed > 0 || broken || ranNothing ? 1 : 0);
