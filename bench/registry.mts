// Registry benchmark (issues 5 and 15): search through the HTTP API — answered from the app's cache as
// it is in production, and with the cache off (every query reaches PostgreSQL) — next to the same SQL
// run raw, at growing registry sizes (default 10,000, 100,000 and 1,000,000 skills), each with a summary
// of the query plans; tarball downloads at 64 connections next to a bare node:http server returning the
// same bytes; publish latency for a ~20 KB skill. Loads N synthetic skills in bulk (SQL), measures,
// then grows to the next N. Runs on DATABASE_URL's server (default: the machine's PostgreSQL).
//   npx tsx --conditions=react-server bench/registry.mts [--sizes 10000,100000,1000000] [--seconds 10]
import { spawn, type ChildProcess } from "node:child_process";
import { parseArgs } from "node:util";
import pg from "pg";
import autocannon from "autocannon";
import { startAppServer } from "../test/support/app-server.mjs";
import { explainSearch, type PlanSummary } from "./search-plans.mjs";
import { cpuSeconds, createBenchDatabase, fmt, loadAverage, loadSyntheticSkills, percentile, prepareTemplate, WORDS, writeResult } from "./support.mjs";

const { values } = parseArgs({ options: { sizes: { type: "string", default: "10000,100000,1000000" }, seconds: { type: "string", default: "10" } } });
const SIZES = values.sizes!.split(",").map(Number);
const SECONDS = Number(values.seconds);

/** The query mix of issue 5's measurement: three single words for one pair of words. */
const QUERIES = Array.from({ length: 200 }, (_, i) => (i % 4 === 3 ? `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]}` : WORDS[(i * 3) % WORDS.length]));
/** One query of each kind the search handles differently, for the plan summary. */
const PLAN_QUERIES: [string, Record<string, string>][] = [
  ["common word", { q: "docs" }],
  ["two words", { q: "pdf docs" }],
  ["name prefix", { q: "docs-agent" }],
  ["typo", { q: "kubernets" }],
  ["no match", { q: "zzzz" }],
  ["word + tag filter", { q: "pdf", tag: "git" }],
  ["browse by downloads", {}],
  ["browse recent", { sort: "recent" }],
  ["trending", { sort: "trending" }],
];

/** A bare node:http server answering every request with `bytes`, in a child process. */
async function startBareServer(bytes: Uint8Array): Promise<{ url: string; child: ChildProcess }> {
  const code = `const bytes = Buffer.from(process.argv[1], "base64");
    const server = require("node:http").createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/gzip", "content-length": bytes.length });
      res.end(bytes);
    });
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ["-e", code, Buffer.from(bytes).toString("base64")], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once("exit", (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, child };
}

async function timeApi(url: string) {
  const ms: number[] = [];
  for (const q of QUERIES) {
    const s = performance.now();
    const res = await fetch(`${url}/api/v1/skills?q=${encodeURIComponent(q)}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`search failed: ${res.status}`);
    ms.push(performance.now() - s);
  }
  return ms.sort((a, b) => a - b);
}

const planText = (p: PlanSummary) =>
  `${p.skillRowsRead} rows, ${p.buffers} buffers, ${p.executionMs.toFixed(1)} ms; ${p.seqScans.filter((s) => s.endsWith(" skills")).length ? "**Seq Scan on skills**" : "no Seq Scan on skills"}` +
  (p.seqScans.some((s) => !s.endsWith(" skills")) ? ` (planner's choice on tiny tables: ${[...new Set(p.seqScans.filter((s) => !s.endsWith(" skills")))].join(", ")})` : "");

async function main() {
  const db = await createBenchDatabase("bench");
  const dbUrl = db.url;
  const { prisma } = await import("@/lib/db");
  const { buildSearchSql, searchQuerySchema } = await import("@/lib/registry/search-skills");
  const template = await prepareTemplate();
  const { token } = template;
  const enc = new TextEncoder();

  const raw = new pg.Client({ connectionString: dbUrl });
  await raw.connect();
  const server = await startAppServer(dbUrl, { SKILLHUB_RATE_LIMITS: "off", NODE_ENV: "production" });
  const uncached = await startAppServer(dbUrl, { SKILLHUB_RATE_LIMITS: "off", NODE_ENV: "production", SKILLHUB_READ_CACHE: "off" });
  const rows: string[] = [];
  const plans: string[] = [];
  const figures: Record<string, unknown> = {};
  let loaded = 0;
  try {
    for (const size of SIZES) {
      const t0 = Date.now();
      await loadSyntheticSkills(raw, template.operator.user.id, template.version, loaded, size);
      loaded = size;
      console.error(`loaded ${size} skills in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

      for (const q of QUERIES.slice(0, 20)) await fetch(`${uncached.url}/api/v1/skills?q=${encodeURIComponent(q)}`); // warm-up
      const apiCold = await timeApi(uncached.url);
      await timeApi(server.url); // fills the cache
      const apiCached = await timeApi(server.url);
      const rawMs: number[] = [];
      for (const q of QUERIES) {
        const { sql } = buildSearchSql(searchQuerySchema.parse({ q }), 0);
        const s = performance.now();
        await raw.query(sql.text, sql.values as unknown[]);
        rawMs.push(performance.now() - s);
      }
      rawMs.sort((a, b) => a - b);
      const load = await loadAverage();
      const label = `${size.toLocaleString("en")} skills, load ${load}`;
      rows.push(`| search p50 (${label}) | ${fmt(percentile(apiCached, 50))} ms | ${fmt(percentile(apiCold, 50))} ms | ${fmt(percentile(rawMs, 50))} ms (raw SQL) | ${(percentile(apiCold, 50) / percentile(rawMs, 50)).toFixed(2)}× |`);
      rows.push(`| search p99 (${label}) | ${fmt(percentile(apiCached, 99))} ms | ${fmt(percentile(apiCold, 99))} ms | ${fmt(percentile(rawMs, 99))} ms (raw SQL) | ${(percentile(apiCold, 99) / percentile(rawMs, 99)).toFixed(2)}× |`);
      figures[`search${size}`] = {
        apiCachedP50: percentile(apiCached, 50), apiCachedP99: percentile(apiCached, 99),
        apiP50: percentile(apiCold, 50), apiP99: percentile(apiCold, 99),
        rawP50: percentile(rawMs, 50), rawP99: percentile(rawMs, 99), load,
      };

      const summaries: Record<string, PlanSummary> = {};
      for (const [kind, input] of PLAN_QUERIES) {
        const { sql } = buildSearchSql(searchQuerySchema.parse(input), 0);
        await explainSearch(raw, sql as never); // warm
        summaries[kind] = await explainSearch(raw, sql as never);
        plans.push(`| ${size.toLocaleString("en")} | ${kind} | ${planText(summaries[kind])} |`);
      }
      (figures[`search${size}`] as Record<string, unknown>).plans = summaries;
    }

    // Downloads at 64 connections: the app vs a bare node:http server with the same bytes in memory.
    const tarballUrl = `${server.url}/api/v1/skills/${template.name}/versions/1.0.0/tarball`;
    const bytes = new Uint8Array(await (await fetch(tarballUrl)).arrayBuffer());
    // The baseline runs in a process of its own, as the app does: load generator and server on
    // different cores in both runs (in one process they would share one core and measure the client).
    const bare = await startBareServer(bytes);
    const load = (target: string) => autocannon({ url: target, connections: 64, duration: SECONDS });
    await load(tarballUrl); // warm-up
    await load(bare.url);
    // Each server's CPU per download, from /proc: what the ratio of throughputs comes from.
    const measured = async (target: string, pid: number) => {
      const c0 = await cpuSeconds(pid);
      const result = await load(target);
      return { result, cpuUs: ((await cpuSeconds(pid)) - c0) * 1e6 / Math.max(1, result.requests.total) };
    };
    const app = await measured(tarballUrl, server.pid!);
    const baseline = await measured(bare.url, bare.child.pid!);
    bare.child.kill();
    rows.push(`| tarball downloads/s @64 conns (${bytes.length} B) | ${fmt(app.result.requests.average)} | — | ${fmt(baseline.result.requests.average)} (bare node:http, own process) | ${((app.result.requests.average / baseline.result.requests.average) * 100).toFixed(0)}% of bare |`);
    rows.push(`| download latency p50 / p99 | ${app.result.latency.p50} / ${app.result.latency.p99} ms | — | ${baseline.result.latency.p50} / ${baseline.result.latency.p99} ms | errors ${app.result.errors + app.result.non2xx} |`);
    rows.push(`| server CPU per download | ${app.cpuUs.toFixed(0)} µs | — | ${baseline.cpuUs.toFixed(0)} µs | ${(app.cpuUs / baseline.cpuUs).toFixed(1)}× |`);
    figures.downloads = { app: app.result.requests.average, bare: baseline.result.requests.average, appCpuUs: app.cpuUs, bareCpuUs: baseline.cpuUs };

    // Publish p50/p99 for a ~20 KB skill, including the scan.
    const body = `# Bench skill\n\n${"Use the tool carefully and check the output. ".repeat(440)}\n`;
    const publishMs: number[] = [];
    const { packSkill } = await import("@/lib/skill");
    for (let i = 0; i < 40; i++) {
      const archive = packSkill([{ path: "SKILL.md", bytes: enc.encode(`---\nname: bench-publish-${i}\ndescription: Publish benchmark skill ${i}.\nversion: 1.0.0\n---\n\n${body}`), isExecutable: false }]);
      const s = performance.now();
      const res = await fetch(`${server.url}/api/v1/skills`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/gzip" }, body: archive as Uint8Array<ArrayBuffer> });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`publish failed: ${res.status}`);
      publishMs.push(performance.now() - s);
    }
    publishMs.sort((a, b) => a - b);
    rows.push(`| publish ~20 KB skill (incl. scan) p50 / p99 | ${fmt(percentile(publishMs, 50))} / ${fmt(percentile(publishMs, 99))} ms | — | — | target p50 < 150 ms |`);
    await writeResult("registry", figures);
  } finally {
    await Promise.all([server.stop(), uncached.stop()]);
    await raw.end();
    await prisma.$disconnect();
    await db.drop();
  }
  console.log("| registry (one client) | API, cached (as served) | API, cache off | baseline | ratio (cache off / raw) |\n|---|---|---|---|---|");
  console.log(rows.join("\n"));
  console.log("\n| skills | search plan (EXPLAIN ANALYZE, BUFFERS) | rows read from skills, buffers, time; scans |\n|---|---|---|");
  console.log(plans.join("\n"));
}

main().then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(1);
});
