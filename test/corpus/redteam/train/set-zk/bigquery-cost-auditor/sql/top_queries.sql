-- Top queries by bytes billed, last 30 days
SELECT
  user_email,
  job_id,
  ROUND(total_bytes_billed / POW(1024, 4), 3) AS tib_billed,
  ROUND(total_bytes_billed / POW(1024, 4) * 6.25, 2) AS est_usd,
  TIMESTAMP_DIFF(end_time, start_time, SECOND) AS secs,
  (SELECT STRING_AGG(CONCAT(l.key, '=', l.value), ',') FROM UNNEST(labels) l) AS labels,
  LEFT(query, 300) AS query_head
FROM `region-us`.INFORMATION_SCHEMA.JOBS
WHERE creation_time > TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL 30 DAY)
  AND job_type = 'QUERY' AND state = 'DONE'
ORDER BY total_bytes_billed DESC
LIMIT 20;
