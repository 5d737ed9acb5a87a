#!/usr/bin/env bash
# ローカル開発 DB を削除して再作成する。ローカル以外は拒否。
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL が設定されていません (.env を確認)}"

# postgres://user:pass@host:port/dbname
rest="${DATABASE_URL#*://}"
hostport="${rest#*@}"; hostport="${hostport%%/*}"
host="${hostport%%:*}"
db="${rest##*/}"; db="${db%%\?*}"
admin_url="${DATABASE_URL%/*}/postgres"

case "$host" in
  localhost|127.0.0.1|db) ;;
  *) echo "中止: ホスト '$host' はローカルではありません" >&2; exit 1;;
esac
[[ "$db" == *_dev || "$db" == *_test ]] || { echo "中止: DB 名 '$db' は _dev/_test ではありません" >&2; exit 1; }

echo "==> $host 上の $db を削除して再作成します"
psql "$admin_url" -v ON_ERROR_STOP=1 -q <<SQL
SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '$db' AND pid <> pg_backend_pid();
DROP DATABASE IF EXISTS "$db";
CREATE DATABASE "$db";
SQL
echo "==> マイグレーション"
npx prisma migrate deploy
echo "==> シード投入"
npx prisma db seed
echo "完了"
