-- migrate:no-transaction
SET lock_timeout = '5s';
CREATE INDEX CONCURRENTLY IF NOT EXISTS invoices_customer_status_idx ON invoices (customer_id, status);
