// `npm run bench`: every benchmark, one after another, each printing a markdown table next to its
// baseline. Needs the machine's PostgreSQL (or DATABASE_URL) for the registry and load runs.
// Options through env: BENCH_SIZES (default 10000,100000), BENCH_LOAD_SKILLS (default 100000),
// BENCH_LOAD_SECONDS (default 60). CI runs every step with small values to prove they run.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

process.env.NEXT_DIST_DIR ??= ".next-test";
process.env.SKILLHUB_TEST_SERVER_MODE = "start";
const tsx = ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server"];
const steps = [
  ["lib/skill: parse + validate + pack", [...tsx, "bench/skill-throughput.ts"]],
  ["lib/guard: detection, false positives and throughput vs ruleset 2026.11.2", [...tsx, "bench/guard.mts"]],
  ["registry: search, downloads, publish", [...tsx, "bench/registry.mts", "--sizes", process.env.BENCH_SIZES ?? "10000,100000", "--seconds", "10"]],
  ["cli: install end to end", [...tsx, "bench/cli-install.ts"]],
  ["load: mixed traffic", [...tsx, "bench/load.mts", "--skills", process.env.BENCH_LOAD_SKILLS ?? "100000", "--seconds", process.env.BENCH_LOAD_SECONDS ?? "60"]],
];

if (!existsSync(`${process.env.NEXT_DIST_DIR}/BUILD_ID`)) {
  console.log("building the app once (next build)…");
  if (spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}
if (!existsSync("cli/dist/skillhub.mjs")) spawnSync(process.execPath, ["cli/build.mjs"], { stdio: "inherit" });

let failed = 0;
const started = Date.now();
for (const [title, args] of steps) {
  console.log(`\n## ${title}\n`);
  const t0 = Date.now();
  const result = spawnSync(process.execPath, args, { stdio: ["ignore", "inherit", "inherit"] });
  console.log(`\n(${title}: ${((Date.now() - t0) / 1000).toFixed(0)} s${result.status === 0 ? "" : `, exit ${result.status}`})`);
  if (result.status !== 0) failed += 1;
}
console.log(`\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s, ${failed} step(s) failed`);
process.exit(failed ? 1 : 0);
