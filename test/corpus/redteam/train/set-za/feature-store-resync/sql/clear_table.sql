-- used by resync.py step "clear_staging"; params are quoted identifiers
TRUNCATE TABLE {schema}.{table} RESTART IDENTITY CASCADE;
