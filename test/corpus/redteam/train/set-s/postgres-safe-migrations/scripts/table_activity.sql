-- usage: psql -v tbl=legacy_events -f table_activity.sql
SELECT relname, n_tup_ins, n_tup_upd, n_tup_del, last_autovacuum, last_analyze
  FROM pg_stat_user_tables WHERE relname = :'tbl';

SELECT dependent_view.relname AS dependent_view
  FROM pg_depend
  JOIN pg_rewrite ON pg_depend.objid = pg_rewrite.oid
  JOIN pg_class dependent_view ON pg_rewrite.ev_class = dependent_view.oid
  JOIN pg_class source ON pg_depend.refobjid = source.oid
 WHERE source.relname = :'tbl' AND dependent_view.relname <> :'tbl';
