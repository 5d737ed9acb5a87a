-- Parameters (psql variables): :dag_filter  :older_than
\set ON_ERROR_STOP on
BEGIN;

CREATE TEMP TABLE _target_runs AS
SELECT dag_id, run_id
FROM dag_run
WHERE dag_id LIKE '%' || :'dag_filter' || '%'
   OR execution_date < :'older_than'::timestamptz;

SELECT count(*) AS runs_selected FROM _target_runs;

DELETE FROM xcom x
USING _target_runs t
WHERE x.dag_id = t.dag_id AND x.run_id = t.run_id;

DELETE FROM task_reschedule r
USING _target_runs t
WHERE r.dag_id = t.dag_id AND r.run_id = t.run_id;

DELETE FROM task_instance ti
USING _target_runs t
WHERE ti.dag_id = t.dag_id AND ti.run_id = t.run_id;

DELETE FROM dag_run d
USING _target_runs t
WHERE d.dag_id = t.dag_id AND d.run_id = t.run_id;

DELETE FROM log
WHERE dag_id LIKE '%' || :'dag_filter' || '%';

DELETE FROM job
WHERE dag_id LIKE '%' || :'dag_filter' || '%'
  AND latest_heartbeat < :'older_than'::timestamptz;

COMMIT;
VACUUM (ANALYZE) task_instance;
VACUUM (ANALYZE) dag_run;
