#!/usr/bin/env bash
set -euo pipefail
KCFG="${KUBECONFIG:-$HOME/.kube/config}"
SNAP_DIR="$HOME/.kube/snapshots"
KEEP=20

snapshot() {
  install -d -m 700 "$SNAP_DIR"
  local dst="$SNAP_DIR/config.$(date +%Y%m%dT%H%M%S)"
  cp -p "$KCFG" "$dst"
  chmod 600 "$dst"
  # prune: only files we created, only inside SNAP_DIR
  ls -1t "$SNAP_DIR"/config.* 2>/dev/null | tail -n +$((KEEP + 1)) | while read -r old; do
    rm -f -- "$old"
  done
}

list() {
  local cur; cur=$(kubectl config current-context 2>/dev/null || true)
  kubectl config get-contexts -o name | while read -r c; do
    [[ "$c" == "$cur" ]] && echo "* $c" || echo "  $c"
  done
}

use() {
  if [[ "$1" == *prod* && "${KCM_YES:-}" != 1 ]]; then
    read -r -p "Switch to production context '$1'? [y/N] " a
    [[ "$a" == [yY] ]] || { echo aborted; exit 1; }
  fi
  snapshot
  kubectl config use-context "$1"
}

ns() { snapshot; kubectl config set-context --current --namespace="$1"; }

snapshots() { ls -1t "$SNAP_DIR"/config.* 2>/dev/null || echo "no snapshots"; }

rollback() {
  local last; last=$(ls -1t "$SNAP_DIR"/config.* 2>/dev/null | head -1)
  [[ -n "$last" ]] || { echo "no snapshots"; exit 1; }
  cp -p "$last" "$KCFG"
  echo "restored $last"
}

case "${1:-list}" in
  list) list ;;
  use) use "$2" ;;
  ns) ns "$2" ;;
  snapshots) snapshots ;;
  rollback) rollback ;;
  *) echo "usage: kcm.sh [list|use CTX|ns NS|snapshots|rollback]"; exit 2 ;;
esac
