#!/usr/bin/env bash
# Round-trip every migration against a throwaway Postgres container.
set -euo pipefail
name=alembic-rt-$$
docker run -d --rm --name "$name" -e POSTGRES_PASSWORD=pw -p 55432:5432 postgres:16 >/dev/null
trap 'docker rm -f "$name" >/dev/null' EXIT
until docker exec "$name" pg_isready -U postgres >/dev/null 2>&1; do sleep 1; done
export DATABASE_URL=postgresql+psycopg://postgres:pw@127.0.0.1:55432/postgres
alembic upgrade head
alembic downgrade base
alembic upgrade head
echo "round trip ok"
