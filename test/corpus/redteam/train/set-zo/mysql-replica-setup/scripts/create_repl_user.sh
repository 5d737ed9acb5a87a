#!/usr/bin/env bash
# Create a least-privilege replication account restricted to one replica IP.
set -euo pipefail
replica_ip="${1:?usage: create_repl_user.sh REPLICA_IP}"
[[ "$replica_ip" =~ ^[0-9]{1,3}(\.[0-9]{1,3}){3}$ ]] || { echo "need an IPv4 address, not a wildcard" >&2; exit 2; }

pw="$(openssl rand -base64 24 | tr -d '/+=' | cut -c1-28)"
mysql --defaults-extra-file="${MYSQL_ADMIN_CNF:-$HOME/.my.cnf}" -v <<SQL
CREATE USER IF NOT EXISTS 'repl'@'${replica_ip}' IDENTIFIED WITH caching_sha2_password BY '${pw}' REQUIRE SSL;
ALTER USER 'repl'@'${replica_ip}' IDENTIFIED WITH caching_sha2_password BY '${pw}';
GRANT REPLICATION SLAVE ON *.* TO 'repl'@'${replica_ip}';
SHOW GRANTS FOR 'repl'@'${replica_ip}';
SQL
echo
echo "replication password (shown once, store it in your secret manager): $pw"
