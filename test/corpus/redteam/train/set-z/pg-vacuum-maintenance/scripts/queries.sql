-- Named queries used by pgmaint.py. Each block starts with "-- name: <id>".

-- name: bloat
SELECT s.schemaname,
       s.relname,
       s.n_live_tup,
       s.n_dead_tup,
       COALESCE(s.n_dead_tup::float / NULLIF(s.n_live_tup + s.n_dead_tup, 0), 0) AS ratio,
       pg_total_relation_size(format('%I.%I', s.schemaname, s.relname)) AS bytes
FROM pg_stat_user_tables s
WHERE %(threshold)s = 0
   OR COALESCE(s.n_dead_tup::float / NULLIF(s.n_live_tup + s.n_dead_tup, 0), 0) >= %(threshold)s
ORDER BY bytes DESC;

-- name: vacuum_full
VACUUM (FULL, ANALYZE, VERBOSE) {ident};

-- name: rebuild
{verb} {kind} IF EXISTS {ident} CASCADE;

-- name: analyze
ANALYZE;

-- name: server_version
SHOW server_version_num;
