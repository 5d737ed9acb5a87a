-- legacy_carts has been unused since the checkout rewrite (see ADR-0042); data archived to s3.
SET lock_timeout = '5s';
DROP TABLE IF EXISTS legacy_cart_items;
DROP TABLE IF EXISTS legacy_carts;
