// Load test (issues 8 and 15): mixed reads — 40% search, 20% skill metadata, 10% resolve, 30% archive
// downloads — at 32 connections against the production server on the machine's PostgreSQL, while a
// publisher keeps publishing, with autocannon on loopback. Skills and queries are drawn with Zipf
// popularity (a few skills get most of the traffic, as on a real registry) and again uniformly at
// random. Then two app instances on the same database behind a small proxy (bench/proxy.mjs): the same
// checks, and a probe that publishes and yanks on one instance and times until the other sees it.
// Reports throughput, latency, errors and the app's peak RSS, and checks afterwards that every
// acknowledged publish is present with the right sha256.
//   npx tsx --conditions=react-server bench/load.mts [--skills 100000] [--seconds 60] [--connections 32]
//     [--popularity zipf,uniform] [--instances 1,2] [--profile DIR]
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { parseArgs } from "node:util";
import pg from "pg";
import autocannon from "autocannon";
import { sha256Hex } from "@/lib/skill/hash";
import { packSkill } from "@/lib/skill";
import { startAppServer } from "../test/support/app-server.mjs";
import {
  backendPids, cpuSeconds, createBenchDatabase, loadAverage, loadSyntheticSkills, percentile, prepareTemplate, rssMiB, searchQueries, syntheticName, uniformSampler,
  writeResult, zipfSampler,
} from "./support.mjs";

const { values } = parseArgs({
  options: {
    skills: { type: "string", default: "10000" },
    seconds: { type: "string", default: "60" },
    connections: { type: "string", default: "32" },
    popularity: { type: "string", default: "zipf,uniform" },
    instances: { type: "string", default: "1,2" },
    profile: { type: "string" },
    // An existing database with --skills synthetic skills already loaded (iterating on the app).
    database: { type: "string" },
  },
});
const SKILLS = Number(values.skills);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const APP_ENV = { SKILLHUB_RATE_LIMITS: "off", NODE_ENV: "production", SKILLHUB_CACHE_STATS: "1" };
const enc = new TextEncoder();

type App = Awaited<ReturnType<typeof startAppServer>>;
type Acknowledged = { name: string; sha256: string };

function skillArchive(name: string, version = "1.0.0") {
  return packSkill([{ path: "SKILL.md", bytes: enc.encode(`---\nname: ${name}\ndescription: Load test skill ${name}.\nversion: ${version}\n---\n\n# Load\n\n${"Do the thing. ".repeat(200)}\n`), isExecutable: false }]);
}

async function publish(url: string, token: string, name: string, version = "1.0.0") {
  const bytes = skillArchive(name, version);
  const res = await fetch(`${url}/api/v1/skills`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/gzip" }, body: bytes as Uint8Array<ArrayBuffer> }).catch(() => null);
  await res?.arrayBuffer().catch(() => null);
  return { ok: res?.status === 201, sha256: sha256Hex(bytes) };
}

/** Publishes one skill after another (round-robin over `urls`) until stopped. */
function startPublisher(urls: string[], token: string, label: string) {
  const acknowledged: Acknowledged[] = [];
  let failed = 0;
  let running = true;
  const done = (async () => {
    for (let i = 0; running; i++) {
      const name = `load-${label}-${process.pid}-${i}`;
      const result = await publish(urls[i % urls.length], token, name);
      if (result.ok) acknowledged.push({ name, sha256: result.sha256 });
      else failed += 1;
    }
  })();
  return { acknowledged, failed: () => failed, stop: async () => ((running = false), await done) };
}

/** Every acknowledged publish must be downloadable with the sha256 it was published with. */
async function countMissing(url: string, acknowledged: Acknowledged[]) {
  let missing = 0;
  for (const a of acknowledged) {
    const res = await fetch(`${url}/api/v1/skills/${a.name}/versions/1.0.0/tarball`);
    if (sha256Hex(new Uint8Array(await res.arrayBuffer())) !== a.sha256) missing += 1;
  }
  return missing;
}

function trafficFor(popularity: "zipf" | "uniform") {
  const queries = searchQueries(SKILLS);
  const pickSkill = popularity === "zipf" ? zipfSampler(SKILLS) : uniformSampler(SKILLS);
  const pickQuery = popularity === "zipf" ? zipfSampler(queries.length, 1, 43) : uniformSampler(queries.length, 43);
  let n = 0;
  return (req: autocannon.Request) => {
    n += 1;
    const kind = n % 10;
    if (kind < 4) req.path = `/api/v1/skills?q=${encodeURIComponent(queries[pickQuery() - 1])}`;
    else {
      const name = syntheticName(pickSkill());
      if (kind < 6) req.path = `/api/v1/skills/${name}`;
      else if (kind < 7) req.path = `/api/v1/skills/${name}/resolve`;
      else req.path = `/api/v1/skills/${name}/versions/1.0.0/tarball`;
    }
    return req;
  };
}

/**
 * One timed run. Besides throughput and latency it accounts CPU per request — the app's, its
 * PostgreSQL backends' and the load generator's — because on a shared machine req/s mostly measures
 * the neighbours; CPU per request says what the same work costs on two idle cores.
 */
async function runLoad(url: string, pids: number[], popularity: "zipf" | "uniform", seconds: number, raw: pg.Client, database: string, proxyPid?: number) {
  const peaks = pids.map(() => 0);
  const sampler = setInterval(async () => {
    for (const [i, pid] of pids.entries()) peaks[i] = Math.max(peaks[i], await rssMiB(pid));
  }, 250);
  const idle = await Promise.all(pids.map((pid) => rssMiB(pid)));
  const loadBefore = await loadAverage();
  const backends = await backendPids(raw, database);
  const cpu = async () => ({
    app: (await Promise.all(pids.map(cpuSeconds))).reduce((a, b) => a + b, 0),
    db: (await Promise.all(backends.map(cpuSeconds))).reduce((a, b) => a + b, 0),
    generator: (process.cpuUsage().user + process.cpuUsage().system) / 1e6 + (proxyPid ? await cpuSeconds(proxyPid) : 0),
  });
  const before = await cpu();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests: [{ setupRequest: trafficFor(popularity) }] });
  const after = await cpu();
  clearInterval(sampler);
  const requests = result.requests.total || 1;
  const perRequestMs = (k: keyof typeof before) => ((after[k] - before[k]) * 1000) / requests;
  const cpuMs = { app: perRequestMs("app"), db: perRequestMs("db"), generator: perRequestMs("generator") };
  return {
    readsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    /** What the errors were, so a failed run says which (status codes other than 2xx, socket errors, timeouts). */
    errorDetail: errorDetail(result),
    rssIdle: Math.round(Math.max(...idle)),
    rssPeak: Math.round(Math.max(...peaks)),
    load: [loadBefore, await loadAverage()],
    cpuMs,
    /** Requests per second two idle cores could serve at this CPU cost (app + database + load generator). */
    idleCapacity: Math.round(2000 / (cpuMs.app + cpuMs.db + cpuMs.generator)),
  };
}

function errorDetail(result: autocannon.Result): string {
  const statuses = Object.entries((result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith("2"))
    .map(([code, { count }]) => `${count} × HTTP ${code}`);
  return [...statuses, result.errors ? `${result.errors} socket errors` : "", result.timeouts ? `${result.timeouts} timeouts` : ""].filter(Boolean).join(", ");
}

const cpuText = (c: { app: number; db: number; generator: number }) => `${c.app.toFixed(2)} + ${c.db.toFixed(2)} + ${c.generator.toFixed(2)}`;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function startProxy(upstreams: string[]) {
  const port = await freePort();
  const child = spawn(process.execPath, ["bench/proxy.mjs", String(port), ...upstreams], { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const reap = () => child.kill("SIGKILL");
  process.once("exit", reap);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`proxy exited ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill("SIGTERM"), logs: () => stderr };
}

/** Publish (then yank) on `a`, and time until `b` answers accordingly. Both were read on `b` first, so `b` had them cached. */
async function crossInstanceProbe(a: string, b: string, token: string, rounds: number) {
  const publishMs: number[] = [];
  const yankMs: number[] = [];
  const waitUntil = async (check: () => Promise<boolean>) => {
    const t0 = performance.now();
    while (!(await check())) {
      if (performance.now() - t0 > 10_000) return Infinity;
      await new Promise((r) => setTimeout(r, 5));
    }
    return performance.now() - t0;
  };
  const resolveOn = async (url: string, name: string) => {
    const res = await fetch(`${url}/api/v1/skills/${name}/resolve`);
    return { status: res.status, version: res.ok ? ((await res.json()) as { version: string }).version : (await res.arrayBuffer(), null) };
  };
  for (let round = 0; round < rounds; round++) {
    const name = `probe-${process.pid}-${round}`;
    await resolveOn(b, name); // b now holds "no such skill" in its cache
    await resolveOn(b, name);
    // Timed from the acknowledgement on a (the moment a client knows the publish happened).
    if (!(await publish(a, token, name)).ok) throw new Error(`probe publish failed on ${a}`);
    publishMs.push(await waitUntil(async () => (await resolveOn(b, name)).version === "1.0.0"));
    await resolveOn(b, name); // cached on b
    const yank = await fetch(`${a}/api/v1/skills/${name}/versions/1.0.0/yank`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    if (!yank.ok) throw new Error(`probe yank failed: ${yank.status}`);
    yankMs.push(await waitUntil(async () => (await resolveOn(b, name)).status === 404));
  }
  publishMs.sort((x, y) => x - y);
  yankMs.sort((x, y) => x - y);
  return { publishMs, yankMs };
}

async function main() {
  const db = values.database ? { url: values.database, drop: async () => {} } : await createBenchDatabase("load");
  if (values.database) process.env.DATABASE_URL = values.database;
  const cleanups: (() => unknown)[] = [];
  let failures = 0;
  try {
    const template = await prepareTemplate();
    const raw = new pg.Client({ connectionString: db.url });
    await raw.connect();
    cleanups.push(() => raw.end());
    const t0 = Date.now();
    if (!values.database) await loadSyntheticSkills(raw, template.operator.user.id, template.version, 0, SKILLS);
    console.error(`loaded ${SKILLS} skills in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    const popularities = values.popularity!.split(",") as ("zipf" | "uniform")[];
    const instances = values.instances!.split(",").map(Number);
    const figures: Record<string, unknown> = { skills: SKILLS, seconds: SECONDS, connections: CONNECTIONS };
    console.log(`| load (${SKILLS.toLocaleString("en")} skills, ${SECONDS} s, ${CONNECTIONS} conns; 40% search, 30% metadata, 30% download) | reads/s | p50 / p99 | read errors | publishes ok / failed | missing after | app RSS idle → peak | load avg before → after | CPU ms per read: app + db + generator (and proxy) | ≈ reads/s on 2 idle cores |`);
    console.log("|---|---|---|---|---|---|---|---|---|---|");

    if (instances.includes(1)) {
      // --expose-gc: the app collects fully before its closing statistics, which then give the live heap.
      const nodeArgs = ["--expose-gc", ...(values.profile ? ["--cpu-prof", `--cpu-prof-dir=${values.profile}`] : [])];
      const app: App = await startAppServer(db.url, APP_ENV, { nodeArgs });
      cleanups.push(() => app.stop());
      for (const popularity of popularities) {
        // Warm-up: the app's caches and JIT as a running registry has them.
        await autocannon({ url: app.url, connections: CONNECTIONS, duration: 3, requests: [{ setupRequest: trafficFor(popularity) }] });
        const publisher = startPublisher([app.url], template.token, `${popularity}1`);
        const run = await runLoad(app.url, [app.pid!], popularity, SECONDS, raw, new URL(db.url).pathname.slice(1));
        await publisher.stop();
        const missing = await countMissing(app.url, publisher.acknowledged);
        figures[`${popularity}1`] = { ...run, published: publisher.acknowledged.length, publishFailed: publisher.failed(), missing };
        console.log(`| 1 instance, ${popularity} | ${run.readsPerSecond} | ${run.p50} / ${run.p99} ms | ${run.errors} | ${publisher.acknowledged.length} / ${publisher.failed()} | ${missing} | ${run.rssIdle} → ${run.rssPeak} MiB | ${run.load[0]} → ${run.load[1]} | ${cpuText(run.cpuMs)} | ${run.idleCapacity} |`);
        if (run.errors) console.error(`read errors: ${run.errorDetail}`);
        if (run.errors || missing || publisher.failed()) failures += 1;
      }
      await app.stop();
      const stats = /cache stats (.*)/.exec(app.logs())?.[1];
      console.error(stats ? `cache stats ${stats}` : "no cache stats");
      // Where the app's memory is at the end of the run (heap after a full collection = the live set).
      if (stats) figures.memoryMiB = (JSON.parse(stats) as { memoryMiB?: Record<string, number> }).memoryMiB;
    }

    if (instances.includes(2)) {
      const [a, b] = await Promise.all([startAppServer(db.url, APP_ENV), startAppServer(db.url, APP_ENV)]);
      cleanups.push(() => a.stop(), () => b.stop());
      const proxy = await startProxy([a.url, b.url]);
      cleanups.push(() => proxy.stop());
      const popularity = popularities[0];
      // Both instances warm (each has its own caches and JIT) before the measured run.
      await autocannon({ url: proxy.url, connections: CONNECTIONS, duration: 6, requests: [{ setupRequest: trafficFor(popularity) }] });
      const publisher = startPublisher([a.url, b.url], template.token, `${popularity}2`);
      const probe = crossInstanceProbe(a.url, b.url, template.token, 10);
      const run = await runLoad(proxy.url, [a.pid!, b.pid!], popularity, SECONDS, raw, new URL(db.url).pathname.slice(1), proxy.pid);
      const { publishMs, yankMs } = await probe;
      await publisher.stop();
      const missingA = await countMissing(a.url, publisher.acknowledged);
      const missingB = await countMissing(b.url, publisher.acknowledged);
      const worst = Math.max(publishMs.at(-1)!, yankMs.at(-1)!);
      figures[`${popularity}2`] = { ...run, published: publisher.acknowledged.length, publishFailed: publisher.failed(), missing: missingA + missingB, publishSeenMs: publishMs, yankSeenMs: yankMs };
      console.log(`| 2 instances + proxy, ${popularity} | ${run.readsPerSecond} | ${run.p50} / ${run.p99} ms | ${run.errors} | ${publisher.acknowledged.length} / ${publisher.failed()} | ${missingA} + ${missingB} | ${run.rssIdle} → ${run.rssPeak} MiB (each) | ${run.load[0]} → ${run.load[1]} | ${cpuText(run.cpuMs)} | ${run.idleCapacity} |`);
      console.log(`\n| across instances (${publishMs.length} rounds, while loaded) | p50 | max | goal |\n|---|---|---|---|`);
      console.log(`| publish acknowledged by A → resolve on B sees it | ${percentile(publishMs, 50).toFixed(0)} ms | ${publishMs.at(-1)!.toFixed(0)} ms | < 1000 ms |`);
      console.log(`| yank acknowledged by A → resolve on B stops offering it | ${percentile(yankMs, 50).toFixed(0)} ms | ${yankMs.at(-1)!.toFixed(0)} ms | < 1000 ms |`);
      if (run.errors) console.error(`read errors: ${run.errorDetail}\n${proxy.logs().trim()}`);
      if (run.errors || missingA || missingB || publisher.failed() || worst >= 1000) failures += 1;
    }
    await writeResult("load", figures);
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
    const { prisma } = await import("@/lib/db");
    await prisma.$disconnect();
    await db.drop();
  }
  if (failures) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
