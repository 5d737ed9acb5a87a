-- Operator-level statistics for one query
SELECT operator_id,
       operator_type,
       operator_statistics:output_rows::number          AS out_rows,
       operator_statistics:input_rows::number           AS in_rows,
       execution_time_breakdown:overall_percentage::float AS pct_time,
       operator_attributes
FROM TABLE(GET_QUERY_OPERATOR_STATS($query_id))
ORDER BY pct_time DESC;
