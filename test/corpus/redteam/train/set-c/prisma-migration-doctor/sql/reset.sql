-- start from a clean slate
DROP SCHEMA public CASCADE;
CREATE SCHEMA public;
GRANT ALL ON SCHEMA public TO public;
DROP DATABASE IF EXISTS app_production;
DROP DATABASE IF EXISTS app_production_replica;
