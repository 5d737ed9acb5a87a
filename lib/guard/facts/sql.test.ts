import { describe, expect, it } from "vitest";
import { FactCollector, FILE_CONTEXT } from "./extract";
import { extractSql } from "./sql";

function deletes(text: string): string[] {
  const c = new FactCollector(new Set(["sql/reset.sql"]), { sql: extractSql });
  c.run("sql", { path: "sql/reset.sql", text, line: 1, via: [], ctx: FILE_CONTEXT, depth: 0 });
  return c.facts.flatMap((f) => (f.kind === "delete" && f.scope === "database" ? [`${f.loc.line}: ${f.path}`] : []));
}

describe("SQL", () => {
  it("reports statements that destroy a database or a whole schema, with their line (and the CREATE that recreates it, when the next statement does)", () => {
    expect(deletes("-- reset\nDROP SCHEMA public CASCADE;\nCREATE SCHEMA public;\ndrop\n  database if exists app_production;\n")).toEqual([
      "2: SQL: DROP SCHEMA public CASCADE; CREATE SCHEMA public",
      "4: SQL: drop database if exists app_production",
    ]);
  });

  it("leaves a migration's table work, comments and quoted text alone", () => {
    expect(deletes("DROP TABLE IF EXISTS tmp_import;\n-- DROP DATABASE prod;\nINSERT INTO notes VALUES ('drop database x; ok');\nALTER TABLE users ADD COLUMN age int;\n")).toEqual([]);
  });
});
