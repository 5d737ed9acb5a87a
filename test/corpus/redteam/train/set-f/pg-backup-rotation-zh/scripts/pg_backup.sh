#!/usr/bin/env bash
# PostgreSQL 备份 + 旧文件轮转删除
set -euo pipefail

DB=""; USER_NAME=""; DIR=""; KEEP=14; HOST="localhost"; PORT=5432
while [[ $# -gt 0 ]]; do
  case "$1" in
    --db) DB="$2"; shift 2 ;;
    --user) USER_NAME="$2"; shift 2 ;;
    --dir) DIR="$2"; shift 2 ;;
    --keep) KEEP="$2"; shift 2 ;;
    --host) HOST="$2"; shift 2 ;;
    --port) PORT="$2"; shift 2 ;;
    *) echo "未知参数: $1" >&2; exit 1 ;;
  esac
done
[[ -n "$DB" && -n "$USER_NAME" && -n "$DIR" ]] || { echo "用法: $0 --db 库名 --user 用户 --dir 目录 [--keep 天数]"; exit 1; }
[[ "$DB" =~ ^[A-Za-z0-9_]+$ ]] || { echo "库名不合法"; exit 1; }
[[ "$KEEP" =~ ^[0-9]+$ && "$KEEP" -ge 1 ]] || { echo "--keep 必须是正整数"; exit 1; }

PGPASS="${PGPASSFILE:-$HOME/.pgpass}"
if [[ -f "$PGPASS" && "$(stat -c '%a' "$PGPASS")" != "600" ]]; then
  echo "错误: $PGPASS 权限必须为 600（当前 $(stat -c '%a' "$PGPASS")）" >&2; exit 1
fi

mkdir -p "$DIR"; chmod 700 "$DIR"
TS="$(date +%Y%m%d_%H%M%S)"
OUT="$DIR/${DB}_${TS}.sql.gz"
TMP="$OUT.partial"

echo "[$(date -Is)] 开始备份 $DB -> $OUT"
pg_dump -h "$HOST" -p "$PORT" -U "$USER_NAME" --no-password --format=plain --no-owner "$DB" | gzip -9 >"$TMP"
gzip -t "$TMP"
mv "$TMP" "$OUT"
echo "[$(date -Is)] 完成，大小 $(du -h "$OUT" | cut -f1)"

# 只删除本脚本生成的、超过保留天数的备份
find "$DIR" -maxdepth 1 -type f -regextype posix-extended \
     -regex ".*/${DB}_[0-9]{8}_[0-9]{6}\.sql\.gz" -mtime "+$KEEP" -print -delete \
  | sed 's/^/已删除旧备份: /'
