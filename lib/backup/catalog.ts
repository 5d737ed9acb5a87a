// What a backup and a restore read from PostgreSQL's catalog: the application's tables, their
// stored (non-generated) columns, the order foreign keys impose, the serial columns, and the
// migrations a database has applied. The same queries answer on PostgreSQL and on PGlite.
import type pg from "pg";
import { ident, MIGRATIONS_TABLE } from "./format";

export type TableInfo = { name: string; columns: string[]; primaryKey: string[] };

export async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows } = await client.query<{ table: string; columns: string[]; pk: string[] | null }>(
    `SELECT c.relname AS table,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns,
            (SELECT array_agg(k.attname::text ORDER BY array_position(i.indkey::int2[], k.attnum))
               FROM pg_index i JOIN pg_attribute k ON k.attrelid = i.indrelid AND k.attnum = ANY (i.indkey)
              WHERE i.indrelid = c.oid AND i.indisprimary) AS pk
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relname <> $1
      GROUP BY c.oid, c.relname
      ORDER BY c.relname`,
    [MIGRATIONS_TABLE],
  );
  return rows.map((r) => ({ name: r.table, columns: r.columns, primaryKey: r.pk ?? [] }));
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
export async function loadOrder(client: pg.ClientBase, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema() AND c.oid <> p.oid`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of rows) if (parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among: ${tables.filter((t) => !placed.has(t)).join(", ")}`);
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

/** (table, column) pairs whose default draws from a sequence (serial and identity columns). */
export async function listSequenceColumns(client: pg.ClientBase): Promise<{ table: string; column: string }[]> {
  const { rows } = await client.query<{ table: string; column: string }>(
    `SELECT c.relname AS table, a.attname AS column
       FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
        AND pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) IS NOT NULL`,
  );
  return rows;
}

/** The migrations a database has applied, in order; empty when it has none (a new database). */
export async function appliedMigrations(client: pg.ClientBase): Promise<{ name: string; checksum: string }[]> {
  const exists = await client.query<{ t: string | null }>(`SELECT to_regclass($1) AS t`, [ident(MIGRATIONS_TABLE)]);
  if (!exists.rows[0].t) return [];
  const { rows } = await client.query<{ name: string; checksum: string }>(
    `SELECT migration_name AS name, checksum FROM ${ident(MIGRATIONS_TABLE)}
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows;
}
