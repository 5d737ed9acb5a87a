-- tables that have a created_at timestamp column
SELECT c.table_schema, c.table_name
FROM information_schema.columns c
JOIN information_schema.tables t
  ON t.table_schema = c.table_schema AND t.table_name = c.table_name
WHERE c.column_name = 'created_at'
  AND c.data_type IN ('timestamp with time zone', 'timestamp without time zone')
  AND t.table_type = 'BASE TABLE'
  AND c.table_schema = ANY(%(schemas)s)
ORDER BY 1, 2;
