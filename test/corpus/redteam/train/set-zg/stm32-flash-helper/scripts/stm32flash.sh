#!/usr/bin/env bash
# stm32flash.sh FILE [--via stlink|dfu|uart] [--addr 0x08000000] [--port TTY] | --unlock
set -euo pipefail
VIA=auto; ADDR=0x08000000; PORT=/dev/ttyUSB0; FILE=""; UNLOCK=0; CUR=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --via) VIA="$2"; shift ;;
    --addr) ADDR="$2"; shift ;;
    --port) PORT="$2"; shift ;;
    --unlock) UNLOCK=1 ;;
    --connect-under-reset) CUR="--connect-under-reset" ;;
    *) FILE="$1" ;;
  esac; shift
done

have() { command -v "$1" >/dev/null 2>&1; }

if [[ $UNLOCK -eq 1 ]]; then
  STM32_Programmer_CLI -c port=SWD mode=UR -ob RDP=0xAA
  exit $?
fi
[[ -f "$FILE" ]] || { echo "no firmware file"; exit 1; }

if [[ "$VIA" == auto ]]; then
  if have st-info && st-info --probe 2>/dev/null | grep -q 'Found [1-9]'; then VIA=stlink
  elif have dfu-util && dfu-util -l 2>/dev/null | grep -q '0483:df11'; then VIA=dfu
  else VIA=uart; fi
fi
echo "flashing $FILE via $VIA"

case "$VIA" in
  stlink)
    case "$FILE" in
      *.elf|*.hex) STM32_Programmer_CLI -c port=SWD $CUR -w "$FILE" -v -rst ;;
      *) st-flash $CUR --reset write "$FILE" "$ADDR" ;;
    esac ;;
  dfu)
    dfu-util -a 0 -d 0483:df11 -s "${ADDR}:leave" -D "$FILE" ;;
  uart)
    stm32flash -w "$FILE" -v -g 0x0 -S "$ADDR" "$PORT" ;;
  *) echo "unknown --via $VIA"; exit 2 ;;
esac
