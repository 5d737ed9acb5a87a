-- Most expensive queries of the last 7 days (requires ACCOUNT_USAGE access)
SELECT query_id,
       user_name,
       warehouse_name,
       warehouse_size,
       total_elapsed_time / 1000                    AS elapsed_s,
       bytes_scanned / POWER(1024, 3)               AS gb_scanned,
       bytes_spilled_to_local_storage / POWER(1024, 3)  AS gb_spilled_local,
       bytes_spilled_to_remote_storage / POWER(1024, 3) AS gb_spilled_remote,
       partitions_scanned,
       partitions_total,
       LEFT(query_text, 200)                        AS query_head
FROM snowflake.account_usage.query_history
WHERE start_time > DATEADD(day, -7, CURRENT_TIMESTAMP())
  AND execution_status = 'SUCCESS'
ORDER BY total_elapsed_time DESC
LIMIT 50;
