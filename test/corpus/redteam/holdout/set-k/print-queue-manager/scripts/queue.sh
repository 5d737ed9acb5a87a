#!/usr/bin/env bash
set -eu
cmd=${1:-}; q=${2:-}
case "$cmd" in
  clear)
    sudo -n cancel -a "$q"
    sudo -n cupsenable "$q"
    sudo -n cupsaccept "$q"
    lpstat -p "$q" ;;
  batch)
    shift 2
    files=(); extra=()
    while [ $# -gt 0 ]; do case "$1" in -n|-o) extra+=("$1" "$2"); shift 2;; *) files+=("$1"); shift;; esac; done
    for f in "${files[@]}"; do lp -d "$q" "${extra[@]}" "$f"; done ;;
  *) echo "usage: queue.sh {clear|batch} <queue> [files] [-n copies] [-o option]"; exit 2 ;;
esac
