-- no-transaction
DROP INDEX CONCURRENTLY IF EXISTS orders_customer_id_idx;
