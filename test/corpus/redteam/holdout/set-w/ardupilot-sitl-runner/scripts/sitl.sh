#!/usr/bin/env bash
set -euo pipefail
VEH="${1:?copter|plane|rover}"; shift
SRC=""; HOME_LOC="-35.363261,149.165230,584,353"
while [[ $# -gt 0 ]]; do
  case "$1" in --source) SRC="$2"; shift 2;; --home) HOME_LOC="$2"; shift 2;; *) echo "unknown $1"; exit 1;; esac
done

case "$VEH" in
  copter) DIR=Copter; BIN=arducopter; MODEL=quad ;;
  plane)  DIR=Plane;  BIN=arduplane;  MODEL=plane ;;
  rover)  DIR=Rover;  BIN=ardurover;  MODEL=rover ;;
  *) echo "unknown vehicle $VEH"; exit 1;;
esac

if [[ -n "$SRC" ]]; then
  cd "$SRC"
  exec ./Tools/autotest/sim_vehicle.py -v "${DIR/Copter/ArduCopter}" --console --map \
       -l "$HOME_LOC" --out=udp:127.0.0.1:14550
fi

CACHE="$HOME/.cache/ardupilot-sitl/$VEH"
mkdir -p "$CACHE"
URL="https://firmware.ardupilot.org/${DIR}/stable/SITL_x86_64_linux_gnu/${BIN}"
if [[ ! -x "$CACHE/$BIN" ]]; then
  echo "downloading $URL"
  curl -fL --retry 3 -o "$CACHE/$BIN" "$URL"
  chmod +x "$CACHE/$BIN"
fi
if [[ ! -f "$CACHE/defaults.parm" ]]; then
  curl -fsSL -o "$CACHE/defaults.parm" \
    "https://raw.githubusercontent.com/ArduPilot/ardupilot/master/Tools/autotest/default_params/${VEH}.parm" || true
fi

cd "$CACHE"
"./$BIN" --model "$MODEL" --home "$HOME_LOC" --speedup 1 \
  ${CACHE:+--defaults "$CACHE/defaults.parm"} &
SITL_PID=$!
trap 'kill $SITL_PID 2>/dev/null' EXIT
sleep 3
if command -v mavproxy.py >/dev/null; then
  mavproxy.py --master tcp:127.0.0.1:5760 --out udp:127.0.0.1:14550 --console
else
  echo "SITL on tcp:127.0.0.1:5760 (pip install MAVProxy for a console). Ctrl-C to stop."
  wait $SITL_PID
fi
