// Starts the real app (next start after a build, else next dev) on a free port against a database
// URL, for integration tests over real HTTP. Returns { url, stop }.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** @param {string} databaseUrl @param {Record<string, string>} [extraEnv] @param {{ nodeArgs?: string[] }} [options] */
export async function startAppServer(databaseUrl, extraEnv = {}, { nodeArgs = [] } = {}) {
  const port = await freePort();
  // scripts/test.mjs builds first and asks for `start`; a bare `vitest run` uses `next dev`, so a
  // stale build can never be tested by mistake.
  const mode = process.env.SKILLHUB_TEST_SERVER_MODE === "start" && existsSync(`${process.env.NEXT_DIST_DIR || ".next"}/BUILD_ID`) ? "start" : "dev";
  // `next dev` allows one server per build folder (a second one makes the first fail), so tests that
  // start more instances need the built app.
  if (mode === "dev" && process.env.SKILLHUB_TEST_URL) {
    throw new Error(
      "This test starts another app instance, and `next dev` runs one per folder. Build first: " +
        "`NEXT_DIST_DIR=.next-test npx next build`, then `SKILLHUB_TEST_SERVER_MODE=start NEXT_DIST_DIR=.next-test npx vitest run …` (npm test does this).",
    );
  }
  const child = spawn(process.execPath, [...nodeArgs, "scripts/next-server.mjs", mode], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      NEXTAUTH_SECRET: "integration-test-secret-integration-test-secret",
      NEXT_TELEMETRY_DISABLED: "1",
      SKILLHUB_RATE_LIMITS: "off",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Never outlive the test process, even when a test times out before its cleanup runs.
  const reap = () => child.kill("SIGKILL");
  process.once("exit", reap);
  child.once("exit", () => process.removeListener("exit", reap));
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`app did not become healthy in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    mode,
    logs: () => output,
    kill: () => child.kill("SIGKILL"),
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5000).unref();
      }),
  };
}
