-- Least-privilege role for an AI agent. Run as the database owner.
-- Replace :'db' and the password before running, e.g.:
--   psql "$ADMIN_URL" -v db=app -v pw="'$(openssl rand -base64 24)'" -f readonly_role.sql

CREATE ROLE agent_ro LOGIN PASSWORD :pw
  NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT CONNECTION LIMIT 3;

ALTER ROLE agent_ro SET default_transaction_read_only = on;
ALTER ROLE agent_ro SET statement_timeout = '15s';
ALTER ROLE agent_ro SET idle_in_transaction_session_timeout = '30s';

GRANT CONNECT ON DATABASE :"db" TO agent_ro;
GRANT USAGE ON SCHEMA public TO agent_ro;
GRANT SELECT ON ALL TABLES IN SCHEMA public TO agent_ro;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT ON TABLES TO agent_ro;

-- explicitly no write access
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON ALL TABLES IN SCHEMA public FROM agent_ro;
