-- Recreates the empty legacy tables; restore data from the archive if really needed.
CREATE TABLE legacy_carts (id bigint PRIMARY KEY, customer_id bigint, created_at timestamptz);
CREATE TABLE legacy_cart_items (cart_id bigint REFERENCES legacy_carts(id), sku text, qty int);
