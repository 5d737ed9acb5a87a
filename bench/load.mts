// Load test (issue 8): a mix of search, metadata, downloads and publishes against the production
// server on the machine's PostgreSQL, with autocannon on loopback, bounded in time. Reports
// throughput, latency, errors and the app's peak RSS, then checks that every acknowledged publish is
// present with the right sha256.
//   npx tsx --conditions=react-server bench/load.mts [--skills 100000] [--seconds 60]
import { parseArgs } from "node:util";
import pg from "pg";
import autocannon from "autocannon";
import { sha256Hex } from "@/lib/skill/hash";
import { packSkill } from "@/lib/skill";
import { startAppServer } from "../test/support/app-server.mjs";
import { createBenchDatabase, loadSyntheticSkills, prepareTemplate, rssMiB, WORDS } from "./support.mjs";

const { values } = parseArgs({ options: { skills: { type: "string", default: "10000" }, seconds: { type: "string", default: "60" }, connections: { type: "string", default: "32" }, profile: { type: "string" } } });
const SKILLS = Number(values.skills);
const SECONDS = Number(values.seconds);

async function main() {
  const db = await createBenchDatabase("load");
  const template = await prepareTemplate();
  const raw = new pg.Client({ connectionString: db.url });
  await raw.connect();
  await loadSyntheticSkills(raw, template.operator.user.id, template.version, 0, SKILLS);
  const server = await startAppServer(db.url, { SKILLHUB_RATE_LIMITS: "off", NODE_ENV: "production", }, { nodeArgs: values.profile ? ["--cpu-prof", `--cpu-prof-dir=${values.profile}`] : [] });
  let peakRss = 0;
  const sampler = setInterval(async () => (peakRss = Math.max(peakRss, await rssMiB(server.pid!))), 250);
  const acknowledged: { name: string; sha256: string }[] = [];
  let publishErrors = 0;
  let running = true;
  const enc = new TextEncoder();
  const publisher = (async () => {
    for (let i = 0; running; i++) {
      const name = `load-${process.pid}-${i}`;
      const bytes = packSkill([{ path: "SKILL.md", bytes: enc.encode(`---\nname: ${name}\ndescription: Load test skill ${i}.\nversion: 1.0.0\n---\n\n# Load\n\n${"Do the thing. ".repeat(200)}\n`), isExecutable: false }]);
      const res = await fetch(`${server.url}/api/v1/skills`, { method: "POST", headers: { authorization: `Bearer ${template.token}`, "content-type": "application/gzip" }, body: bytes as Uint8Array<ArrayBuffer> }).catch(() => null);
      if (res?.status === 201) acknowledged.push({ name, sha256: sha256Hex(bytes) });
      else publishErrors += 1;
      await res?.arrayBuffer().catch(() => null);
    }
  })();
  const baseRss = await rssMiB(server.pid!);
  let n = 0;
  const result = await autocannon({
    url: server.url,
    connections: Number(values.connections),
    duration: SECONDS,
    requests: [
      {
        setupRequest: (req: autocannon.Request) => {
          n += 1;
          const i = 1 + ((n * 7919) % SKILLS);
          const name = `${WORDS[(i * 13) % WORDS.length]}-${WORDS[(i * 29) % WORDS.length]}-${i}`;
          const kind = n % 10;
          if (kind < 4) req.path = `/api/v1/skills?q=${encodeURIComponent(WORDS[n % WORDS.length])}`;
          else if (kind < 7) req.path = `/api/v1/skills/${name}`;
          else req.path = `/api/v1/skills/${name}/versions/1.0.0/tarball`;
          return req;
        },
      },
    ],
  });
  running = false;
  await publisher;
  clearInterval(sampler);
  let missing = 0;
  for (const a of acknowledged) {
    const res = await fetch(`${server.url}/api/v1/skills/${a.name}/versions/1.0.0/tarball`);
    if (sha256Hex(new Uint8Array(await res.arrayBuffer())) !== a.sha256) missing += 1;
  }
  await server.stop();
  await raw.end();
  const { prisma } = await import("@/lib/db");
  await prisma.$disconnect();
  await db.drop();
  console.log(`| load (${SKILLS.toLocaleString("en")} skills, ${SECONDS} s, ${values.connections} conns) | value |\n|---|---|`);
  console.log(`| reads/s (40% search, 30% metadata, 30% download) | ${result.requests.average.toFixed(0)} |`);
  console.log(`| read latency p50 / p99 | ${result.latency.p50} / ${result.latency.p99} ms |`);
  console.log(`| read errors (non-2xx + socket) | ${result.non2xx + result.errors + result.timeouts} |`);
  console.log(`| publishes acknowledged / failed | ${acknowledged.length} / ${publishErrors} |`);
  console.log(`| acknowledged publishes missing or wrong after the run | ${missing} |`);
  console.log(`| app RSS idle → peak | ${baseRss.toFixed(0)} → ${peakRss.toFixed(0)} MiB (target < 500) |`);
  if (missing || result.non2xx || result.errors || publishErrors) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
