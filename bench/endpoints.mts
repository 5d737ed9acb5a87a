// One endpoint at a time at 16 connections (issue 15): /api/health, skill metadata, search, the skill
// page and home, on a registry seeded with the 200 skills of test/corpus/benign, next to a bare
// node:http server answering a JSON body of the same size from memory (the ceiling of this machine
// right now). Also CPU per request, which says more than req/s on a shared machine.
//   npx tsx --conditions=react-server bench/endpoints.mts [--seconds 10] [--connections 16]
import http from "node:http";
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startAppServer } from "../test/support/app-server.mjs";
import { cpuSeconds, createBenchDatabase, loadAverage, writeResult } from "./support.mjs";

const { values } = parseArgs({ options: { seconds: { type: "string", default: "10" }, connections: { type: "string", default: "16" } } });
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);

async function measure(url: string, pid?: number) {
  await (await fetch(url)).arrayBuffer(); // the first render of a page compiles Next's chunks: not part of the figure
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const before = pid ? await cpuSeconds(pid) : 0;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  const cpu = pid ? ((await cpuSeconds(pid)) - before) * 1000 / Math.max(1, result.requests.total) : 0;
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors + result.timeouts, cpuMs: cpu };
}

async function main() {
  const db = await createBenchDatabase("endpoints");
  try {
    const seeded = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/seed.mts"], {
      env: { ...process.env, DATABASE_URL: db.url },
      encoding: "utf8",
    });
    if (seeded.status !== 0) throw new Error(`seed failed:\n${seeded.stdout}\n${seeded.stderr}`);
    console.error(seeded.stdout.trim());
    const app = await startAppServer(db.url, { SKILLHUB_RATE_LIMITS: "off", NODE_ENV: "production" });
    const rows: string[] = [];
    const figures: Record<string, unknown> = {};
    try {
      const top = (await (await fetch(`${app.url}/api/v1/skills?limit=1`)).json()) as { items: { name: string }[] };
      const name = top.items[0].name;
      const sample = Buffer.from(await (await fetch(`${app.url}/api/v1/skills/${name}`)).arrayBuffer());
      const bare = http.createServer((_req, res) => {
        res.writeHead(200, { "content-type": "application/json", "content-length": sample.length });
        res.end(sample);
      });
      await new Promise<void>((r) => bare.listen(0, "127.0.0.1", () => r()));
      const baseline = await measure(`http://127.0.0.1:${(bare.address() as { port: number }).port}/`);
      bare.close();
      const endpoints: [string, string, number][] = [
        ["/api/health", "/api/health", 3000],
        ["metadata", `/api/v1/skills/${name}`, 3000],
        ["search", "/api/v1/skills?q=pdf", 3000],
        ["skill page", `/skills/${name}`, 500],
        ["home", "/", 500],
      ];
      rows.push(`| bare node:http, ${sample.length} B of JSON from memory (ceiling) | ${baseline.rps} | ${baseline.p50} / ${baseline.p99} ms | — | ${baseline.errors} | — |`);
      for (const [label, path, goal] of endpoints) {
        const load = await loadAverage();
        const m = await measure(`${app.url}${path}`, app.pid);
        figures[label] = { ...m, goal, load };
        rows.push(`| ${label} (\`${path.replace(name, "NAME")}\`) | ${m.rps} | ${m.p50} / ${m.p99} ms | ${m.cpuMs.toFixed(2)} ms | ${m.errors} | ≥ ${goal.toLocaleString("en")} (${Math.round((100 * m.rps) / baseline.rps)}% of bare) |`);
      }
      figures.bare = baseline;
    } finally {
      await app.stop();
    }
    await writeResult("endpoints", figures);
    console.log(`| endpoint at ${CONNECTIONS} connections, 200 skills (load avg ${await loadAverage()}) | req/s | p50 / p99 | app CPU per request | errors | goal |`);
    console.log("|---|---|---|---|---|---|");
    console.log(rows.join("\n"));
  } finally {
    const { prisma } = await import("@/lib/db");
    await prisma.$disconnect();
    await db.drop();
  }
}

main().then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(1);
});
