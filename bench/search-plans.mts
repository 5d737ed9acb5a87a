// EXPLAIN (ANALYZE, BUFFERS) of the search SQL, summarised: which scans the plan uses, whether any is
// sequential, how many rows it read from skills and how many buffers it touched. Shared by the
// benchmarks and test/registry/search-plan.test.ts.
import type pg from "pg";

export type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  Plans?: PlanNode[];
};

export type PlanSummary = {
  /** "Seq Scan on skills", …: empty when every table is read through an index. */
  seqScans: string[];
  /** Index scans used, e.g. "Bitmap Index Scan on skills_search_idx". */
  scans: string[];
  /** Rows produced by scans of the skills table (all loops): what the query really read. */
  skillRowsRead: number;
  buffers: number;
  executionMs: number;
  planningMs: number;
};

function walk(node: PlanNode, visit: (n: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

export function summarisePlan(explained: { Plan: PlanNode; "Execution Time": number; "Planning Time": number }): PlanSummary {
  const seqScans: string[] = [];
  const scans = new Set<string>();
  let skillRowsRead = 0;
  walk(explained.Plan, (n) => {
    const type = n["Node Type"];
    if (type === "Seq Scan") seqScans.push(`Seq Scan on ${n["Relation Name"]}`);
    if (n["Index Name"]) scans.add(`${type} on ${n["Index Name"]}`);
    if (n["Relation Name"] === "skills" && /Scan/.test(type) && type !== "Bitmap Index Scan") skillRowsRead += (n["Actual Rows"] ?? 0) * (n["Actual Loops"] ?? 1);
  });
  const top = explained.Plan;
  return {
    seqScans,
    scans: [...scans].sort(),
    skillRowsRead,
    buffers: (top["Shared Hit Blocks"] ?? 0) + (top["Shared Read Blocks"] ?? 0),
    executionMs: explained["Execution Time"],
    planningMs: explained["Planning Time"],
  };
}

/** Runs EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) of a Prisma.Sql-shaped query on a pg client. */
export async function explainSearch(client: pg.Client | pg.PoolClient, sql: { text: string; values: unknown[] }): Promise<PlanSummary> {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql.text}`, sql.values);
  const plan = (rows[0] as { "QUERY PLAN": unknown })["QUERY PLAN"];
  return summarisePlan((typeof plan === "string" ? JSON.parse(plan) : plan)[0]);
}
