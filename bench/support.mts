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
  const token = (await createToken(operator, { name: "bench", scopes: ["publish"] }, { forUserId: operator.user.id })).token;
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
