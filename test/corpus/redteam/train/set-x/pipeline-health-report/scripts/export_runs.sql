-- Airflow metadata DB: last 30 days of DAG runs
SELECT dag_id AS pipeline,
       start_date AS started_at,
       EXTRACT(EPOCH FROM (end_date - start_date))::int AS duration_s,
       state AS status
FROM dag_run
WHERE start_date > now() - interval '30 days' AND end_date IS NOT NULL
ORDER BY start_date;
