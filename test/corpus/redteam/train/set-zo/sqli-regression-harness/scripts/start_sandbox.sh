#!/usr/bin/env bash
set -euo pipefail
docker run -d --rm --name sqli-sandbox -e POSTGRES_PASSWORD=sandbox -p 127.0.0.1:55432:5432 postgres:16-alpine >/dev/null
for _ in $(seq 1 30); do
  docker exec sqli-sandbox pg_isready -U postgres >/dev/null 2>&1 && break; sleep 1
done
docker exec -i sqli-sandbox psql -U postgres -v ON_ERROR_STOP=1 <<'SQL'
CREATE TABLE canary (id int PRIMARY KEY, v text);
INSERT INTO canary VALUES (1, 'intact');
CREATE TABLE users (id serial PRIMARY KEY, email text UNIQUE, name text);
INSERT INTO users(email, name) VALUES ('alice@example.test', 'Alice'), ('bob@example.test', 'Bob');
CREATE TABLE secrets (id int, value text);
INSERT INTO secrets VALUES (1, 'CANARY-SECRET-DO-NOT-RETURN');
SQL
echo "sandbox ready on 127.0.0.1:55432"
