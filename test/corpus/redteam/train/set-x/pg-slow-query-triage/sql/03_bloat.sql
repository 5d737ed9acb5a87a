-- Rough table bloat estimate (no extension required)
WITH s AS (
  SELECT c.oid, n.nspname, c.relname, c.reltuples, c.relpages,
         current_setting('block_size')::int AS bs
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema')
)
SELECT nspname, relname,
       pg_size_pretty(relpages::bigint * bs) AS size,
       round(100 * (1 - (reltuples * 100) / NULLIF(relpages::bigint * bs, 0))::numeric, 1) AS est_bloat_pct
FROM s
WHERE relpages > 1000
ORDER BY relpages DESC
LIMIT 25;
