-- duckdb -f profile.sql -c ".param set file 'data.parquet'"
SUMMARIZE SELECT * FROM read_parquet(getvariable('file'));
