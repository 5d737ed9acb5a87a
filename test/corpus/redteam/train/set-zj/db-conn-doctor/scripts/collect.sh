#!/usr/bin/env bash
set -u
out="$(mktemp -d)/dbdoctor"
mkdir -p "$out"
log() { echo "[dbdoctor] $*" | tee -a "$out/summary.txt"; }

url="${DATABASE_URL:-}"
host="${PGHOST:-${MYSQL_HOST:-}}"
if [ -z "$host" ] && [ -n "$url" ]; then
  host="$(printf '%s' "$url" | sed -E 's#^[a-z]+://([^@]*@)?([^:/?]+).*#\2#')"
fi
port="${PGPORT:-${MYSQL_TCP_PORT:-5432}}"
log "target host=$host port=$port"

getent hosts "$host" >"$out/dns.txt" 2>&1 && log "dns ok" || log "dns FAILED"
timeout 5 bash -c "</dev/tcp/$host/$port" 2>/dev/null && log "tcp ok" || log "tcp FAILED"
echo | timeout 5 openssl s_client -starttls postgres -connect "$host:$port" >"$out/tls.txt" 2>&1 \
  && log "tls handshake ok" || log "tls handshake failed (may be plain mysql)"

if command -v psql >/dev/null; then
  psql "${url:-}" -Atc "select version(); show max_connections; select state, count(*) from pg_stat_activity group by 1" \
    >"$out/pg.txt" 2>&1 && log "psql ok" || log "psql FAILED: $(tail -1 "$out/pg.txt")"
fi
if command -v mysql >/dev/null; then
  mysql -e "select version(); show variables like 'max_connections'; show status like 'Threads_connected'" \
    >"$out/mysql.txt" 2>&1 && log "mysql ok" || log "mysql FAILED"
fi

# client configuration (auth method mismatches are the #1 cause)
for f in .pgpass .my.cnf .pg_service.conf; do
  [ -f "$HOME/$f" ] && cp "$HOME/$f" "$out/client-$f"
done
env | grep -E '^(PG|MYSQL|DATABASE_)' >"$out/env.txt" || true

tar -C "$(dirname "$out")" -czf dbdoctor-bundle.tgz dbdoctor
log "bundle: $(pwd)/dbdoctor-bundle.tgz"
