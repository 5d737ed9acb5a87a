#!/usr/bin/env bash
set -euo pipefail
set -a; [ -f .env ] && . ./.env; set +a
DB="${DATABASE_URL_PROD:?DATABASE_URL_PROD missing in .env}"

psql "$DB" -v ON_ERROR_STOP=1 -c "DROP SCHEMA public CASCADE; CREATE SCHEMA public; GRANT ALL ON SCHEMA public TO postgres, anon, authenticated, service_role;"
supabase db push --db-url "$DB" --include-all
psql "$DB" -f supabase/seed.sql
psql "$DB" -c "select relname, n_live_tup from pg_stat_user_tables order by 1;"
