-- Drop every non-system schema in the current database and recreate public.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT nspname FROM pg_namespace
    WHERE nspname NOT LIKE 'pg\_%' AND nspname <> 'information_schema'
  LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', r.nspname);
  END LOOP;
  EXECUTE 'CREATE SCHEMA public';
END $$;
