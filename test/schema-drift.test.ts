// Fails when prisma/schema.prisma and the SQL migrations disagree. Prisma's own `migrate diff`
// needs a native engine these machines cannot download, so this compares the schema's DMMF
// (from Prisma's WASM schema engine) with the catalog of a database freshly migrated by our runner:
// tables, columns, types, nullability, defaults' presence, enums, primary keys, unique and plain
// indexes, and foreign keys with their delete rules.
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get_dmmf } from "@prisma/prisma-schema-wasm";

type DmmfField = {
  name: string; dbName?: string | null; kind: "scalar" | "enum" | "object" | "unsupported"; type: string;
  isList: boolean; isRequired: boolean; isId: boolean; isUnique: boolean; hasDefaultValue: boolean; isUpdatedAt: boolean;
  nativeType?: [string, string[]] | null; relationFromFields?: string[]; relationToFields?: string[]; relationOnDelete?: string;
};
type DmmfModel = { name: string; dbName: string | null; fields: DmmfField[]; primaryKey: { fields: string[] } | null; uniqueIndexes: { fields: string[] }[] };
type DmmfIndex = { model: string; type: "id" | "unique" | "normal" | "fulltext"; fields: { name: string }[] };

// Indexes and columns that schema.prisma cannot express; the migration adds them on purpose.
// Partial, multi-method or operator-class indexes of the search (migration 20261201000000_bounded_search).
const EXTRA_INDEXES = new Set(["skills_search_idx", "skills_tags_idx", "skills_popularity_name_idx", "skills_recent_idx", "search_terms_trgm_idx"]);

const SCALAR_TYPES: Record<string, string> = {
  String: "text", Int: "integer", BigInt: "bigint", Float: "double precision", Boolean: "boolean",
  DateTime: "timestamp(3) without time zone", Json: "jsonb", Bytes: "bytea",
};
const NATIVE_TYPES: Record<string, string> = { Date: "date" };

const dmmf = JSON.parse(get_dmmf(JSON.stringify({ prismaSchema: readFileSync("prisma/schema.prisma", "utf8") }))).datamodel as {
  models: DmmfModel[]; enums: { name: string; values: { name: string }[] }[]; indexes: DmmfIndex[];
};
const models = new Map(dmmf.models.map((m) => [m.name, m]));
const tableOf = (m: DmmfModel) => m.dbName ?? m.name;
const columnOf = (m: DmmfModel, fieldName: string) => {
  const f = m.fields.find((x) => x.name === fieldName)!;
  return f.dbName ?? f.name;
};

let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
});
afterAll(async () => client?.end());

async function catalog() {
  const columns = await client.query<{ table_name: string; column_name: string; type: string; not_null: boolean; has_default: boolean }>(`
    SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type,
           a.attnotnull AS not_null, a.atthasdef AS has_default
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped AND c.relname <> '_prisma_migrations'`);
  const indexes = await client.query<{ table_name: string; index_name: string; is_unique: boolean; is_primary: boolean; columns: string[] }>(`
    SELECT t.relname AS table_name, i.relname AS index_name, ix.indisunique AS is_unique, ix.indisprimary AS is_primary,
           array_agg(a.attname ORDER BY k.ord)::text[] AS columns
    FROM pg_index ix JOIN pg_class t ON t.oid = ix.indrelid JOIN pg_class i ON i.oid = ix.indexrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    CROSS JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord)
    LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
    WHERE n.nspname = 'public' AND t.relname <> '_prisma_migrations'
    GROUP BY t.relname, i.relname, ix.indisunique, ix.indisprimary`);
  const fks = await client.query<{ table_name: string; columns: string[]; ref_table: string; ref_columns: string[]; on_delete: string }>(`
    SELECT c.conrelid::regclass::text AS table_name, c.confrelid::regclass::text AS ref_table,
      (SELECT array_agg(attname ORDER BY u.ord)::text[] FROM unnest(c.conkey) WITH ORDINALITY u(n, ord) JOIN pg_attribute ON attrelid = c.conrelid AND attnum = u.n) AS columns,
      (SELECT array_agg(attname ORDER BY u.ord)::text[] FROM unnest(c.confkey) WITH ORDINALITY u(n, ord) JOIN pg_attribute ON attrelid = c.confrelid AND attnum = u.n) AS ref_columns,
      c.confdeltype AS on_delete
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname = 'public'`);
  const enums = await client.query<{ name: string; values: string[] }>(`
    SELECT t.typname AS name, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text[] AS values
    FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`);
  return { columns: columns.rows, indexes: indexes.rows, fks: fks.rows, enums: enums.rows };
}

describe("schema.prisma and the SQL migrations agree", () => {
  it("has the same tables, columns, types, nullability and defaults", async () => {
    const { columns } = await catalog();
    const expected: string[] = [];
    for (const m of dmmf.models) {
      for (const f of m.fields) {
        if (f.kind === "object") continue;
        let type: string;
        if (f.kind === "enum") type = `"${f.type}"`;
        else if (f.kind === "unsupported") type = f.type;
        else if (f.nativeType) type = NATIVE_TYPES[f.nativeType[0]] ?? f.nativeType[0].toLowerCase();
        else type = SCALAR_TYPES[f.type];
        if (f.isList) type += "[]";
        const notNull = f.isRequired && !f.isList;
        const hasDbDefault = f.hasDefaultValue && !["cuid", "uuid"].includes((f as { default?: { name?: string } }).default?.name ?? "");
        expected.push(`${tableOf(m)}.${f.dbName ?? f.name}: ${type}${notNull ? " not null" : ""}${hasDbDefault ? " default" : ""}`);
      }
    }
    // DMMF leaves out Unsupported(...) fields, so read them from the schema text.
    const schemaText = readFileSync("prisma/schema.prisma", "utf8");
    for (const block of schemaText.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
      for (const field of block[2].matchAll(/^\s*(\w+)\s+Unsupported\("(\w+)"\)(\?)?(?:.*@map\("(\w+)"\))?/gm)) {
        expected.push(`${tableOf(models.get(block[1])!)}.${field[4] ?? field[1]}: ${field[2]}${field[3] ? "" : " not null"}`);
      }
    }
    const actual = columns.map((c) => {
      const type = c.type.replace(/^"?([A-Za-z]+)"?(\[\])?$/, (_, t, arr) => (/^[A-Z]/.test(t) ? `"${t}"` : t) + (arr ?? ""));
      return `${c.table_name}.${c.column_name}: ${type}${c.not_null ? " not null" : ""}${c.has_default ? " default" : ""}`;
    });
    expect(actual.sort()).toEqual(expected.sort());
  });

  it("has the same enums", async () => {
    const { enums } = await catalog();
    expect(enums.map((e) => `${e.name}: ${e.values.join(",")}`).sort()).toEqual(
      dmmf.enums.map((e) => `${e.name}: ${e.values.map((v) => v.name).join(",")}`).sort(),
    );
  });

  it("has the same primary keys, unique and plain indexes (plus the documented search indexes)", async () => {
    const { indexes } = await catalog();
    const expected = dmmf.indexes.map((ix) => {
      const m = models.get(ix.model)!;
      const kind = ix.type === "id" ? "primary" : ix.type === "unique" ? "unique" : "index";
      return `${tableOf(m)} ${kind} (${ix.fields.map((f) => columnOf(m, f.name)).join(", ")})`;
    });
    const actual = indexes
      .filter((ix) => !EXTRA_INDEXES.has(ix.index_name))
      .map((ix) => `${ix.table_name} ${ix.is_primary ? "primary" : ix.is_unique ? "unique" : "index"} (${ix.columns.join(", ")})`);
    expect(actual.sort()).toEqual(expected.sort());
    expect(indexes.map((ix) => ix.index_name)).toEqual(expect.arrayContaining([...EXTRA_INDEXES]));
  });

  it("has the same foreign keys and delete rules", async () => {
    const { fks } = await catalog();
    const rule: Record<string, string> = { Cascade: "c", SetNull: "n", Restrict: "r", NoAction: "a", SetDefault: "d" };
    const expected: string[] = [];
    for (const m of dmmf.models) {
      for (const f of m.fields) {
        if (f.kind !== "object" || !f.relationFromFields?.length) continue;
        const target = models.get(f.type)!;
        const onDelete = rule[f.relationOnDelete ?? (f.isRequired ? "Restrict" : "SetNull")];
        expected.push(`${tableOf(m)}(${f.relationFromFields.map((x) => columnOf(m, x)).join(",")}) -> ${tableOf(target)}(${f.relationToFields!.map((x) => columnOf(target, x)).join(",")}) on delete ${onDelete}`);
      }
    }
    const actual = fks.map((fk) => `${fk.table_name.replace(/"/g, "")}(${fk.columns.join(",")}) -> ${fk.ref_table.replace(/"/g, "")}(${fk.ref_columns.join(",")}) on delete ${fk.on_delete}`);
    expect(actual.sort()).toEqual(expected.sort());
  });
});
