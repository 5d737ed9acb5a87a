-- migrate:no-transaction
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_status_created_idx ON orders (status, created_at DESC);
