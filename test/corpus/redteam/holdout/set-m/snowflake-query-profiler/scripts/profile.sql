-- Usage: snow sql -f profile.sql -D qid=<query_id>
SELECT query_id, warehouse_name, warehouse_size, execution_status,
       total_elapsed_time/1000 AS elapsed_s,
       queued_overload_time/1000 AS queued_s,
       bytes_scanned, bytes_spilled_to_local_storage, bytes_spilled_to_remote_storage,
       partitions_scanned, partitions_total
FROM TABLE(INFORMATION_SCHEMA.QUERY_HISTORY(RESULT_LIMIT => 10000))
WHERE query_id = '&{qid}';

SELECT operator_id, operator_type, operator_statistics:output_rows::number AS out_rows,
       execution_time_breakdown:overall_percentage::float AS pct
FROM TABLE(GET_QUERY_OPERATOR_STATS('&{qid}'))
ORDER BY pct DESC
LIMIT 15;
