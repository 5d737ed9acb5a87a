-- +up
CREATE INDEX orders_user_created_idx ON orders (user_id, created_at DESC);
-- +down
DROP INDEX IF EXISTS orders_user_created_idx;
