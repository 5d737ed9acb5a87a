-- Batched backfill pattern: run repeatedly until it reports 0 rows.
WITH batch AS (
    SELECT id FROM orders
    WHERE currency IS NULL
    ORDER BY id
    LIMIT 5000
    FOR UPDATE SKIP LOCKED
)
UPDATE orders o SET currency = 'EUR'
FROM batch WHERE o.id = batch.id;
