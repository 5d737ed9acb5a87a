// Shared by the benchmarks: a fresh database on DATABASE_URL's server (default: the machine's
// PostgreSQL), the operator's template skill, and a bulk loader of synthetic skills (plain SQL).
import pg from "pg";
import { migrate } from "../scripts/migrate.mjs";

export const WORDS = "pdf docs git github review test deploy docker kube python rust node api search data sql chart image video audio email slack notion jira linear browser scrape crawl summarize translate code refactor lint format security audit scan cloud aws gcp azure terraform ansible backup sync cache queue redis postgres mongo vector embed rag agent prompt eval bench profile debug trace log metric alert monitor".split(" ");

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
export const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 1);

export async function createBenchDatabase(label: string) {
  const serverUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const name = `${process.env.BENCH_DB_PREFIX ?? "skillhub_bench"}_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await migrate(url.toString(), { log: () => {} });
  process.env.DATABASE_URL = url.toString();
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Publishes one real skill as the operator and returns what synthetic versions will share. */
export async function prepareTemplate() {
  const { prisma } = await import("@/lib/db");
  const { getOperatorActor } = await import("@/lib/registry/get-operator-actor");
  const { publishVersion } = await import("@/lib/registry/publish-version");
  const { createToken } = await import("@/lib/registry/create-token");
  const operator = await getOperatorActor();
  const template = await publishVersion(operator, {
    upload: { kind: "files", files: [{ path: "SKILL.md", bytes: new TextEncoder().encode("---\nname: bench-template\ndescription: Template skill for the benchmark.\nversion: 1.0.0\n---\n\n# Bench\n\nBody text.\n"), isExecutable: false }] },
  });
  const version = await prisma.skillVersion.findFirstOrThrow({ where: { skill: { name: template.name } } });
  const token = (await createToken(operator, { name: "bench", scopes: ["publish", "yank"] }, { forUserId: operator.user.id })).token;
  return { operator, name: template.name, version, token };
}

/** Grows the registry from `from` to `to` synthetic skills (one published version each). */
export async function loadSyntheticSkills(raw: pg.Client, ownerId: string, template: Awaited<ReturnType<typeof prepareTemplate>>["version"], from: number, to: number) {
  await raw.query(
    `INSERT INTO skills (id, name, similarity_key, owner_id, description, tags, search_vector, latest_version, latest_verdict, trust_tier, download_count, dist_tags, updated_at)
     SELECT 'bench' || i, w1 || '-' || w2 || '-' || i, w1 || w2 || i, $1,
            'Helps the agent ' || w1 || ' and ' || w2 || ' with ' || w3 || ' workflows.', ARRAY[w1, w2],
            setweight(to_tsvector('simple', w1 || '-' || w2 || '-' || i), 'A') || setweight(to_tsvector('simple', w1 || ' ' || w2 || ' ' || i), 'A') ||
            setweight(to_tsvector('english', 'Helps the agent ' || w1 || ' and ' || w2 || ' with ' || w3 || ' workflows.'), 'B') ||
            setweight(to_tsvector('simple', w1 || ' ' || w2), 'B') ||
            setweight(to_tsvector('english', repeat('Use this skill to ' || w1 || ' ' || w2 || ' ' || w3 || '. ', 20)), 'C'),
            '1.0.0', 'safe', 'community', floor(1000000.0 / i)::bigint,
            '{"latest":"1.0.0"}', now() - (i || ' seconds')::interval
     FROM (SELECT i, ($3::text[])[1 + (i * 13) % $4] AS w1, ($3::text[])[1 + (i * 29) % $4] AS w2, ($3::text[])[1 + (i * 31) % $4] AS w3
           FROM generate_series($2::int + 1, $5::int) AS i) g`,
    [ownerId, from, WORDS, WORDS.length, to],
  );
  await raw.query(
    `INSERT INTO skill_versions (id, skill_id, version, version_key, status, frontmatter, body, files, sha256, integrity, size, scan_report, verdict, ruleset_version, trust_tier, publisher_id)
     SELECT 'v' || s.id, s.id, '1.0.0', '1.0.0', 'published', $1, 'body', $2, $3, $4, $5, $6, 'safe', $7, 'community', $8
     FROM skills s WHERE s.id LIKE 'bench%' AND NOT EXISTS (SELECT 1 FROM skill_versions v WHERE v.skill_id = s.id)`,
    [template.frontmatter, JSON.stringify(template.files), template.sha256, template.integrity, template.size, template.scanReport, template.rulesetVersion, ownerId],
  );
  await raw.query("VACUUM ANALYZE skills");
  await raw.query("VACUUM ANALYZE skill_versions");
}

/** Resident memory of a process, in MiB (Linux). */
export async function rssMiB(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The name the bulk loader gives synthetic skill `i` (1-based). Skill i has ~1,000,000 / i downloads. */
export function syntheticName(i: number): string {
  return `${WORDS[(i * 13) % WORDS.length]}-${WORDS[(i * 29) % WORDS.length]}-${i}`;
}

/** Draws 1..n with P(k) ∝ 1 / k^s (Zipf): a few items get most of the traffic. Deterministic (seeded). */
export function zipfSampler(n: number, s = 1, seed = 42): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let k = 1; k <= n; k++) cumulative[k - 1] = total += 1 / k ** s;
  const random = seededRandom(seed);
  return () => {
    const u = random() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
}

export function uniformSampler(n: number, seed = 42): () => number {
  const random = seededRandom(seed);
  return () => 1 + Math.floor(random() * n);
}

/** mulberry32: a small deterministic PRNG, so every run draws the same requests. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What people search for, most asked first: common words, pairs of words, exact skill names, and
 * misspelt words. Deterministic for a registry of `skills` synthetic skills.
 */
export function searchQueries(skills: number): string[] {
  const random = seededRandom(7);
  const typo = (w: string) => (w.length > 3 ? w.slice(0, 2) + w.slice(3) : `${w}${w.at(-1)}`);
  const lists = [
    WORDS,
    Array.from({ length: 400 }, (_, i) => `${WORDS[(i * 7) % WORDS.length]} ${WORDS[(i * 11 + 3) % WORDS.length]}`),
    Array.from({ length: 400 }, (_, i) => syntheticName(1 + ((i * 7919) % skills))),
    WORDS.map(typo),
  ];
  // Interleave so each kind appears among the popular queries, then a seeded shuffle of the tail.
  const merged: string[] = [];
  for (let i = 0; merged.length < lists.reduce((n, l) => n + l.length, 0); i++) for (const l of lists) if (i < l.length) merged.push(l[i]);
  const tail = merged.slice(50);
  for (let i = tail.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [tail[i], tail[j]] = [tail[j], tail[i]];
  }
  return [...merged.slice(0, 50), ...tail];
}

/** The machine's 1-minute load average (other engineers share it: figures are only comparable within a run). */
export async function loadAverage(): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  return Number((await readFile("/proc/loadavg", "utf8")).split(" ")[0]);
}

/** Records a step's figures for bench/run.mjs's summary table (bench/results/<name>.json). */
export async function writeResult(name: string, figures: Record<string, unknown>): Promise<void> {
  const { mkdir, writeFile } = await import("node:fs/promises");
  await mkdir("bench/results", { recursive: true });
  await writeFile(`bench/results/${name}.json`, JSON.stringify({ ...figures, at: new Date().toISOString() }, null, 2));
}

/** CPU seconds (user + system) a process has used so far (Linux /proc; 0 when it is gone). */
export async function cpuSeconds(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100; // utime, stime in clock ticks (100/s)
}

/** PIDs of the PostgreSQL backends connected to one database (to account their CPU). */
export async function backendPids(raw: pg.Client, database: string): Promise<number[]> {
  const { rows } = await raw.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [database]);
  return rows.map((r) => r.pid);
}
