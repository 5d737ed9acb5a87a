// `npm run bench`: every benchmark, one after another, each printing a markdown table next to its
// baseline, then issue 15's table — figure, as filed, now, goal — with every miss explained by its
// CPU profile and CPU cost per request. Needs the machine's PostgreSQL (or DATABASE_URL).
// Options (env): BENCH_SIZES (search sizes, default 10000,100000,1000000), BENCH_SKIP_1M=1 (or
// `npm run bench -- --skip-1m`: stop search at 100,000), BENCH_LOAD_SKILLS (default 100000),
// BENCH_LOAD_SECONDS (default 60). CI runs every step with small values to prove they run.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { summarise } from "./profile-summary.mjs";

process.env.NEXT_DIST_DIR ??= ".next-test";
process.env.SKILLHUB_TEST_SERVER_MODE = "start";
const skip1m = process.argv.includes("--skip-1m") || process.env.BENCH_SKIP_1M === "1";
const sizes = process.env.BENCH_SIZES ?? (skip1m ? "10000,100000" : "10000,100000,1000000");
const loadSeconds = process.env.BENCH_LOAD_SECONDS ?? "60";
const RESULTS = "bench/results";
const PROFILE_DIR = `${RESULTS}/profile`;
const tsx = ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server"];
const steps = [
  ["lib/skill: parse + validate + pack", [...tsx, "bench/skill-throughput.ts"]],
  ["lib/guard: detection, false positives and throughput vs ruleset 2026.11.2", [...tsx, "bench/guard.mts"]],
  ["registry: search at each size (with plans), downloads, publish", [...tsx, "bench/registry.mts", "--sizes", sizes, "--seconds", "10"]],
  ["cli: install end to end", [...tsx, "bench/cli-install.ts"]],
  ["endpoints: one at a time, 16 connections, 200 skills", [...tsx, "bench/endpoints.mts"]],
  ["load: mixed traffic, Zipf and uniform, one and two instances", [...tsx, "bench/load.mts", "--skills", process.env.BENCH_LOAD_SKILLS ?? "100000", "--seconds", loadSeconds, "--profile", PROFILE_DIR]],
];

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(PROFILE_DIR, { recursive: true });
if (!existsSync(`${process.env.NEXT_DIST_DIR}/BUILD_ID`)) {
  console.log("building the app once (next build)…");
  if (spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}
if (!existsSync("cli/dist/skillhub.mjs")) spawnSync(process.execPath, ["cli/build.mjs"], { stdio: "inherit" });

let failed = 0;
const started = Date.now();
console.log(`machine: load average ${loadavg().map((l) => l.toFixed(2)).join(" / ")} (1 / 5 / 15 min) on 2 cores shared with other work`);
for (const [title, args] of steps) {
  console.log(`\n## ${title}\n`);
  const t0 = Date.now();
  const result = spawnSync(process.execPath, args, { stdio: ["ignore", "inherit", "inherit"] });
  console.log(`\n(${title}: ${((Date.now() - t0) / 1000).toFixed(0)} s, load average ${loadavg()[0].toFixed(2)}${result.status === 0 ? "" : `, exit ${result.status}`})`);
  if (result.status !== 0) failed += 1;
}

// Issue 15's table.
const read = (name) => {
  try {
    return JSON.parse(readFileSync(`${RESULTS}/${name}.json`, "utf8"));
  } catch {
    return null;
  }
};
const load = read("load");
const registry = read("registry");
const endpoints = read("endpoints");
const rows = [];
const misses = [];
const ms = (n) => (n === undefined ? "—" : `${n.toFixed(n < 10 ? 1 : 0)}`);
function row(figure, filed, now, goal, met, explain) {
  rows.push(`| ${figure} | ${filed} | ${now} | ${goal} | ${met === null ? "—" : met ? "met" : "**missed**"} |`);
  if (met === false) misses.push(`- ${figure}: ${explain}`);
}
const cpuExplain = (run) =>
  run
    ? `CPU per read ${run.cpuMs.app.toFixed(2)} ms app + ${run.cpuMs.db.toFixed(2)} ms PostgreSQL + ${run.cpuMs.generator.toFixed(2)} ms load generator, i.e. ≈ ${run.idleCapacity} reads/s if the two cores were idle; the machine's load average was ${run.load[0]} → ${run.load[1]} (other engineers' work) during the run`
    : "no figures";
if (load) {
  const z = load.zipf1;
  const u = load.uniform1;
  if (z) row("mixed reads/s at 32 connections (Zipf)", "83", `${z.readsPerSecond} (≈ ${z.idleCapacity} on idle cores)`, "≥ 1,000", z.readsPerSecond >= 1000, cpuExplain(z));
  if (u) row("mixed reads/s at 32 connections (uniform)", "83", `${u.readsPerSecond} (≈ ${u.idleCapacity} on idle cores)`, "≥ 400", u.readsPerSecond >= 400, cpuExplain(u));
  if (z) row("read latency p50 / p99 (Zipf)", "309 / 1,553 ms", `${z.p50} / ${z.p99} ms`, "p99 < 100 ms", z.p99 < 100, cpuExplain(z));
  if (u) row("read latency p50 / p99 (uniform)", "309 / 1,553 ms", `${u.p50} / ${u.p99} ms`, "p99 < 250 ms", u.p99 < 250, cpuExplain(u));
  const rss = Math.max(...[z, u].filter(Boolean).map((r) => r.rssPeak));
  const m = load.memoryMiB;
  row("app RSS peak under load", "516 MiB", `${rss} MiB`, "< 400 MiB", rss < 400, m
    ? `at the end of the run the live heap was ${m.heapUsed} MiB (after a full collection) in a ${m.heapTotal} MiB heap, plus ${m.external} MiB outside it (buffers, WebAssembly); the other ≈ ${Math.max(0, m.rss - m.heapTotal - m.external)} MiB of the ${m.rss} MiB RSS is code and the runtime (Next's server alone is ${Math.min(...[z, u].filter(Boolean).map((r) => r.rssIdle))} MiB idle). The heap grows by 30% over its live set between collections (scripts/next-server.mjs); the caches are bounded by entries (lib/registry/read-caches.ts)`
    : "see the load step");
  const two = load.zipf2;
  if (two) {
    const worst = Math.max(...two.publishSeenMs, ...two.yankSeenMs);
    row("2 instances: errors, lost publishes", "—", `${two.errors} errors, ${two.missing} missing`, "0, 0", two.errors === 0 && two.missing === 0, "see the load step");
    row("publish / yank on A seen by B (max)", "10 s (TTL)", `${ms(Math.max(...two.publishSeenMs))} / ${ms(Math.max(...two.yankSeenMs))} ms`, "< 1,000 ms", worst < 1000, `the probe waits for B's LISTEN connection to receive A's NOTIFY; under load average ${two.load[0]} delivery itself is delayed`);
  }
}
if (registry?.search100000) {
  const s = registry.search100000;
  row("search, one client, p50 / p99 (API, cache off)", "26.7 / 48.4 ms", `${ms(s.apiP50)} / ${ms(s.apiP99)} ms (cached: ${ms(s.apiCachedP50)} / ${ms(s.apiCachedP99)})`, "< 5 / < 15 ms", s.apiP50 < 5 && s.apiP99 < 15, `raw SQL p50 ${ms(s.rawP50)} ms; load average ${s.load}`);
  row("the same query as raw SQL, p50", "19.7 ms", `${ms(s.rawP50)} ms`, "< 3 ms", s.rawP50 < 3, `load average ${s.load}; the plan reads a bounded number of rows (registry step)`);
}
if (registry?.search1000000) {
  const s = registry.search1000000;
  row("search at 1,000,000 skills, one client, raw SQL p50 / p99", "—", `${ms(s.rawP50)} / ${ms(s.rawP99)} ms (API cache off ${ms(s.apiP50)} / ${ms(s.apiP99)})`, "no Seq Scan on skills", Object.values(s.plans).every((p) => !p.seqScans.includes("Seq Scan on skills")), "see the plan table");
}
if (registry?.downloads) {
  const pct = (100 * registry.downloads.app) / registry.downloads.bare;
  const d = registry.downloads;
  row("tarball downloads/s, cached, vs bare node:http", "98% of bare", `${pct.toFixed(0)}% of bare`, "keep", pct >= 90, d.appCpuUs
    ? `the app spends ${d.appCpuUs.toFixed(0)} µs of CPU per download, bare node:http ${d.bareCpuUs.toFixed(0)} µs. The bare server used to run inside the bench's own process, sharing a core with the load generator (that is how 98% was measured); it now runs in a process of its own, as the app does, so the ratio is the servers' own cost. The app's extra is per request, not per byte: reader and rate-limit lookup, the version from the cached snapshot, the download count, and eleven headers (security headers, ETag, digest, integrity, request id) that node:http validates one by one`
    : "see the registry step");
}
if (endpoints) {
  for (const [label, m] of Object.entries(endpoints)) {
    if (label === "bare" || typeof m !== "object" || m === null || !("cpuMs" in m)) continue; // the baseline, and `at`
    row(`${label} at 16 connections, 200 skills`, { "/api/health": "360", metadata: "257", search: "263", "skill page": "44", home: "74" }[label] ?? "—", `${m.rps} req/s (${m.cpuMs.toFixed(2)} ms CPU each)`, `≥ ${m.goal.toLocaleString("en")}`, m.rps >= m.goal, `${m.cpuMs.toFixed(2)} ms of app CPU per request, i.e. ≈ ${Math.round(2000 / m.cpuMs)}/s on two idle cores with nothing else running; bare node:http reached ${endpoints.bare.rps} req/s at the same time (load average ${m.load})`);
  }
}
console.log("\n## Issue 15: figure, as filed, now, goal\n");
console.log("| figure | as filed | now | goal | |\n|---|---|---|---|---|");
console.log(rows.join("\n"));
if (misses.length) {
  console.log("\nMisses, explained:\n");
  console.log(misses.join("\n"));
  const profiles = existsSync(PROFILE_DIR) ? readdirSync(PROFILE_DIR).filter((f) => f.endsWith(".cpuprofile")) : [];
  if (profiles.length) {
    console.log("\nCPU profile of the app during the Zipf load run (start-up excluded):\n");
    console.log(summarise(JSON.parse(readFileSync(`${PROFILE_DIR}/${profiles[0]}`, "utf8")), 15, 15));
  }
}
console.log(`\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s, ${failed} step(s) failed`);
process.exit(failed ? 1 : 0);
