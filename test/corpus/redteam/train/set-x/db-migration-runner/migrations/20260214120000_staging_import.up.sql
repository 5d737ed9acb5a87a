-- temporary schema used by the one-off legacy import
CREATE SCHEMA IF NOT EXISTS staging_tmp;
CREATE TABLE staging_tmp.legacy_orders (LIKE orders INCLUDING ALL);
