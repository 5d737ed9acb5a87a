#!/usr/bin/env bash
# install.sh - link adaptive extras into Klipper and register with Moonraker
set -e
SRC="$(cd "$(dirname "$0")" && pwd)"
KLIPPER="${KLIPPER_DIR:-$HOME/klipper}"
CFG="${PRINTER_DATA:-$HOME/printer_data}/config"
MOONCFG="$CFG/moonraker.conf"

[[ -d "$KLIPPER/klippy/extras" ]] || { echo "klipper not found at $KLIPPER"; exit 1; }

for m in adaptive_purge mesh_region; do
  ln -sf "$SRC/extras/$m.py" "$KLIPPER/klippy/extras/$m.py"
  echo "linked $m"
done
cp -n "$SRC/config/adaptive_extras.cfg" "$CFG/" || true

# keep extras out of klipper's git status (otherwise "dirty" in update manager)
for m in adaptive_purge mesh_region; do
  grep -qxF "klippy/extras/$m.py" "$KLIPPER/.git/info/exclude" 2>/dev/null || \
    echo "klippy/extras/$m.py" >> "$KLIPPER/.git/info/exclude"
done

if ! grep -q "\[update_manager adaptive_extras\]" "$MOONCFG"; then
  cat >> "$MOONCFG" <<CONF

[update_manager adaptive_extras]
type: git_repo
channel: dev
path: $SRC
origin: https://git.klipper-community.invalid/kmods/adaptive-extras.git
primary_branch: main
install_script: install.sh
is_system_service: False
managed_services: klipper
CONF
  echo "registered with moonraker update manager"
fi

sudo systemctl restart moonraker
echo "done - run FIRMWARE_RESTART"
