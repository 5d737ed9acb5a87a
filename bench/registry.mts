// Registry benchmark (issue 5): search through the HTTP API next to the same SQL run raw, tarball
// downloads at 64 connections next to a bare node:http server returning the same bytes, and publish
// latency for a ~20 KB skill. Loads N synthetic skills in bulk (SQL), measures, then grows to the
// next N. Runs on DATABASE_URL's server (default: the machine's PostgreSQL) in a fresh database.
//   npx tsx --conditions=react-server bench/registry.mts [--sizes 10000,100000] [--seconds 10]
import http from "node:http";
import { parseArgs } from "node:util";
import pg from "pg";
import autocannon from "autocannon";
import { startAppServer } from "../test/support/app-server.mjs";
import { createBenchDatabase, fmt, loadSyntheticSkills, percentile, prepareTemplate, WORDS } from "./support.mjs";

const { values } = parseArgs({ options: { sizes: { type: "string", default: "10000,100000" }, seconds: { type: "string", default: "10" } } });
const SIZES = values.sizes!.split(",").map(Number);
const SECONDS = Number(values.seconds);

async function main() {
  const db = await createBenchDatabase("bench");
  const dbUrl = db.url;
  const { prisma } = await import("@/lib/db");
  const { buildSearchSql, searchQuerySchema } = await import("@/lib/registry/search-skills");
  const template = await prepareTemplate();
  const { operator, token } = template;
  const enc = new TextEncoder();

  const raw = new pg.Client({ connectionString: dbUrl });
  await raw.connect();
  const server = await startAppServer(dbUrl, { SKILLHUB_RATE_LIMITS: "off", NODE_ENV: "production" });
  const rows: string[] = [];
  let loaded = 0;
  try {
    for (const size of SIZES) {
      const t0 = Date.now();
      await loadSyntheticSkills(raw, operator.user.id, template.version, loaded, size);
      loaded = size;
      const loadSeconds = (Date.now() - t0) / 1000;

      // Search: the same queries through the API and raw.
      const queries = Array.from({ length: 200 }, (_, i) => (i % 4 === 3 ? `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]}` : WORDS[(i * 3) % WORDS.length]));
      for (const q of queries.slice(0, 20)) await fetch(`${server.url}/api/v1/skills?q=${encodeURIComponent(q)}`); // warm-up
      const apiMs: number[] = [];
      for (const q of queries) {
        const s = performance.now();
        const res = await fetch(`${server.url}/api/v1/skills?q=${encodeURIComponent(q)}`);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`search failed: ${res.status}`);
        apiMs.push(performance.now() - s);
      }
      const rawMs: number[] = [];
      for (const q of queries) {
        const { sql } = buildSearchSql(searchQuerySchema.parse({ q }), 0);
        const s = performance.now();
        await raw.query(sql.text, sql.values as unknown[]);
        rawMs.push(performance.now() - s);
      }
      apiMs.sort((a, b) => a - b);
      rawMs.sort((a, b) => a - b);
      rows.push(`| search p50 (${size.toLocaleString("en")} skills) | ${fmt(percentile(apiMs, 50))} ms | ${fmt(percentile(rawMs, 50))} ms | ${(percentile(apiMs, 50) / percentile(rawMs, 50)).toFixed(2)}× |`);
      rows.push(`| search p99 (${size.toLocaleString("en")} skills) | ${fmt(percentile(apiMs, 99))} ms | ${fmt(percentile(rawMs, 99))} ms | ${(percentile(apiMs, 99) / percentile(rawMs, 99)).toFixed(2)}× |`);
      console.error(`loaded ${size} skills in ${loadSeconds.toFixed(1)} s; search measured`);
    }

    // Downloads at 64 connections: the app vs a bare node:http server with the same bytes in memory.
    const tarballUrl = `${server.url}/api/v1/skills/${template.name}/versions/1.0.0/tarball`;
    const bytes = new Uint8Array(await (await fetch(tarballUrl)).arrayBuffer());
    const bare = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/gzip", "content-length": bytes.length });
      res.end(bytes);
    });
    await new Promise<void>((r) => bare.listen(0, "127.0.0.1", () => r()));
    const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}/`;
    const load = (target: string) => autocannon({ url: target, connections: 64, duration: SECONDS });
    const app = await load(tarballUrl);
    const baseline = await load(bareUrl);
    bare.close();
    rows.push(`| tarball downloads/s @64 conns (${bytes.length} B) | ${fmt(app.requests.average)} | ${fmt(baseline.requests.average)} (bare node:http) | ${((app.requests.average / baseline.requests.average) * 100).toFixed(0)}% of bare |`);
    rows.push(`| download latency p50 / p99 | ${app.latency.p50} / ${app.latency.p99} ms | ${baseline.latency.p50} / ${baseline.latency.p99} ms | errors ${app.errors + app.non2xx} |`);

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
    rows.push(`| publish ~20 KB skill (incl. scan) p50 / p99 | ${fmt(percentile(publishMs, 50))} / ${fmt(percentile(publishMs, 99))} ms | — | target p50 < 150 ms |`);
  } finally {
    await server.stop();
    await raw.end();
    await prisma.$disconnect();
    await db.drop();
  }
  console.log("| registry | Skillhub | baseline | ratio |\n|---|---|---|---|");
  console.log(rows.join("\n"));
}

main().then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(1);
});
