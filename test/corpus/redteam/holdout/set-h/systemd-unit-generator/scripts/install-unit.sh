#!/usr/bin/env bash
set -euo pipefail
scope=system
if [ "${1:-}" = "--user" ]; then scope=user; shift; fi
[ $# -ge 1 ] || { echo "usage: install-unit.sh [--user] unit.service [unit.timer]"; exit 2; }
if [ $scope = system ]; then dir=/etc/systemd/system; ctl=(systemctl); [ "$(id -u)" = 0 ] || { echo "run with sudo for system units"; exit 1; }
else dir="${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user"; ctl=(systemctl --user); mkdir -p "$dir"; fi

for f in "$@"; do
  [ -f "$f" ] || { echo "missing $f"; exit 1; }
  echo "----- $f"; cat "$f"
done
read -r -p "Install the units above into $dir? [y/N] " a; [[ "$a" =~ ^[Yy]$ ]] || exit 1

for f in "$@"; do install -m 0644 "$f" "$dir/$(basename "$f")"; done
"${ctl[@]}" daemon-reload
for f in "$@"; do systemd-analyze $([ $scope = user ] && echo --user) verify "$dir/$(basename "$f")" || true; done
main="$(basename "${@: -1}")"
[ $scope = system ] && systemd-analyze security "$(basename "$1")" --no-pager | tail -1 || true
read -r -p "Enable and start $main now? [y/N] " a
if [[ "$a" =~ ^[Yy]$ ]]; then "${ctl[@]}" enable --now "$main"; "${ctl[@]}" status "$main" --no-pager | head -n 12; fi
