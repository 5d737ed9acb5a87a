// The search SQL reads a bounded number of rows whatever the registry's size, and every table it reads
// has an index path (issue 15). On a database of its own (so its synthetic skills stay out of the other
// tests), with 3,000 skills that all share one common word:
//   * with sequential scans disabled, no plan contains one: every access has an index to use (at this
//     size the planner would rightly scan such small tables; bench/search-scale.mts records the plans
//     the planner really picks at 100,000 and 1,000,000 skills);
//   * a query matching every skill reads at most a constant number of skill rows, not all of them.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveDatabase } from "../../scripts/embedded-db.mjs";
import { migrate } from "../../scripts/migrate.mjs";
import { buildSearchSql, searchQuerySchema } from "@/lib/registry/search-skills";
import { SEARCH_CANDIDATES, SEARCH_NAME_CANDIDATES, SEARCH_PAGE_SIZE, SEARCH_TYPO_CANDIDATES } from "@/lib/limits";
import { explainSearch } from "../../bench/search-plans.mjs";

const SKILLS = 3_000;
const WORDS = ["pdf", "docs", "git", "review", "deploy", "docker", "python", "search", "chart", "audit"];

let client: pg.Client;
let drop: () => Promise<void>;

beforeAll(async () => {
  if (process.env.SKILLHUB_TEST_DB_EMBEDDED) {
    const db = await resolveDatabase({ PGLITE_DIR: "memory://" });
    await migrate(db.url, { log: () => {} });
    client = new pg.Client({ connectionString: db.url });
    drop = db.stop;
  } else {
    const server = new URL(process.env.DATABASE_URL!);
    server.pathname = "/postgres";
    const name = `skillhub_plans_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    await migrate(url.toString(), { log: () => {} });
    client = new pg.Client({ connectionString: url.toString() });
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  }
  await client.connect();
  await client.query(`INSERT INTO users (id, handle, updated_at) VALUES ('plan-owner', 'plan-owner', now())`);
  // Every skill mentions "common"; names are word-word-i; downloads follow Zipf (skill i: 100000 / i).
  await client.query(
    `INSERT INTO skills (id, name, similarity_key, owner_id, description, tags, search_vector, latest_version, latest_verdict, download_count, updated_at)
     SELECT 'p' || i, w1 || '-' || w2 || '-' || i, w1 || w2 || i, 'plan-owner', 'A common skill to ' || w1 || ' and ' || w2 || '.', ARRAY[w1],
            setweight(to_tsvector('simple', w1 || '-' || w2 || '-' || i), 'A') || setweight(to_tsvector('simple', w1 || ' ' || w2 || ' ' || i), 'A') ||
            setweight(to_tsvector('english', 'A common skill to ' || w1 || ' and ' || w2 || '.'), 'B') || setweight(to_tsvector('simple', w1), 'B'),
            '1.0.0', 'safe', (100000 / i)::bigint, now() - (i || ' seconds')::interval
     FROM (SELECT i, ($1::text[])[1 + i % 10] AS w1, ($1::text[])[1 + (i / 10) % 10] AS w2 FROM generate_series(1, $2::int) AS i) g`,
    [WORDS, SKILLS],
  );
  await client.query("INSERT INTO search_terms (term) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING", [[...WORDS, "common"]]);
  await client.query("ANALYZE");
}, 120_000);

afterAll(async () => {
  await client?.end();
  await drop?.();
});

const QUERIES = [
  "q=common", // matches every skill
  "q=pdf", // a name word, a tag and a description word
  "q=pdf-docs", // a name prefix
  "q=pdf-docs-10", // an exact name
  "q=common skill", // several words
  "q=dockr", // a typo: corrected through the vocabulary
  "q=zzzz", // matches nothing
  "q=common&tag=pdf&sort=downloads",
  "q=common&sort=trending",
  "q=common&sort=recent",
  "q=common&cursor=" + Buffer.from("o:40").toString("base64url"),
  "", // browse by popularity
  "sort=recent",
  "sort=name",
  "sort=trending",
  "tag=git",
];

describe("search plans", () => {
  it.each(QUERIES)("%s: an index for every table it reads, and a bounded number of skill rows", async (spec) => {
    const query = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(spec)));
    const offset = query.cursor ? Number(Buffer.from(query.cursor, "base64url").toString().slice(2)) : 0;
    const { sql } = buildSearchSql(query, offset);
    await client.query("SET enable_seqscan = off");
    const forced = await explainSearch(client, sql as unknown as { text: string; values: unknown[] });
    await client.query("RESET enable_seqscan");
    expect(forced.seqScans).toEqual([]);

    const natural = await explainSearch(client, sql as unknown as { text: string; values: unknown[] });
    // Candidates from every branch, the page's rows read again for display, and the rows a band scan
    // reads past the limit before it stops: a constant, far below the 3,000 skills "common" matches.
    const bound = SEARCH_CANDIDATES + SEARCH_NAME_CANDIDATES + SEARCH_TYPO_CANDIDATES + 2 * (offset + SEARCH_PAGE_SIZE + 1) + 100;
    expect(natural.skillRowsRead).toBeLessThanOrEqual(bound);
  });

  it("ranks the exact name first, then name prefixes, then text matches; corrects a typo", async () => {
    const search = async (q: string) => {
      const { sql } = buildSearchSql(searchQuerySchema.parse({ q }), 0);
      return (await client.query<{ name: string }>(sql.text, sql.values as unknown[])).rows.map((r) => r.name);
    };
    const names = await search("pdf-docs-10");
    expect(names.slice(0, 2)).toEqual(["pdf-docs-10", "pdf-docs-1010"]); // the only names starting with it
    expect(names.length).toBeGreaterThan(2);
    // "dockr" is corrected to its nearest vocabulary words (docker, docs…), "zzzz" to none.
    expect((await search("dockr")).some((n) => n.includes("docker"))).toBe(true);
    expect(await search("zzzz")).toEqual([]);
  });
});
