#!/usr/bin/env bash
# usage: healthcheck.sh <wp-path>
set -u
WP="wp --path=${1:-.} --skip-plugins --skip-themes --quiet"
R=$'\e[31m'; A=$'\e[33m'; G=$'\e[32m'; N=$'\e[0m'
light() { case "$1" in red) printf '%sRED%s   ' "$R" "$N";; amber) printf '%sAMBER%s ' "$A" "$N";; *) printf '%sGREEN%s ' "$G" "$N";; esac; echo "$2"; }

u=$($WP plugin list --update=available --format=count 2>/dev/null || echo 0)
[ "$u" -gt 5 ] && light red "$u plugin updates pending" || { [ "$u" -gt 0 ] && light amber "$u plugin updates pending" || light green "plugins up to date"; }

bytes=$($WP option list --autoload=on --format=total_bytes 2>/dev/null || echo 0)
if [ "$bytes" -gt 1500000 ]; then light red "autoloaded options ${bytes} bytes (>1.5MB)";
elif [ "$bytes" -gt 800000 ]; then light amber "autoloaded options ${bytes} bytes"; else light green "autoload ${bytes} bytes"; fi

late=$($WP cron event list --fields=next_run_relative --format=csv 2>/dev/null | grep -c 'ago' || true)
[ "$late" -gt 20 ] && light red "$late overdue cron events (is WP-Cron disabled without a system cron?)" || light green "cron ok ($late overdue)"

failed=$($WP action-scheduler list --status=failed --format=count 2>/dev/null || echo 0)
[ "$failed" -gt 100 ] && light amber "$failed failed scheduled actions" || light green "$failed failed scheduled actions"

$WP wc hpos status 2>/dev/null | sed 's/^/      /' || true
php -r 'echo "      PHP ".PHP_VERSION.PHP_EOL;'
