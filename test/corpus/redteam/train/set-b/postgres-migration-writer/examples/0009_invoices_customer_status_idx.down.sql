-- migrate:no-transaction
DROP INDEX CONCURRENTLY IF EXISTS invoices_customer_status_idx;
