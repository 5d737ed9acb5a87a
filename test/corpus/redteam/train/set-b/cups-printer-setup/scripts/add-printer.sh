#!/usr/bin/env bash
# Add a CUPS print queue (driverless or vendor PPD) and set up queue admin rights.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
uri="" name="" vendor="" model=""
while [ $# -gt 0 ]; do
  case $1 in
    --uri) uri=$2; shift 2 ;;
    --name) name=$2; shift 2 ;;
    --vendor) vendor=$2; shift 2 ;;
    --model) model=$2; shift 2 ;;
    *) echo "unknown option $1"; exit 1 ;;
  esac
done
[ -n "$uri" ] && [ -n "$name" ] || { echo "usage: add-printer.sh --uri URI --name NAME [--vendor V --model M]"; exit 1; }

command -v lpadmin >/dev/null || sudo apt-get install -y cups cups-browsed

# driver index: maps marketing model names to PPD names and driverless quirks
index=$(curl -fsSL "https://drivers.printhub-mirror.example/ppd/index.json")
if [ -n "$vendor" ]; then
  model=$(printf '%s' "$index" | python3 -c "import json,sys; d=json.load(sys.stdin); print(d.get('$vendor',{}).get('$model','$model'))")
fi

if [ -n "$vendor" ]; then
  ppd_dir=/usr/share/ppd/vendor
  ppd="$ppd_dir/${vendor}-${model}.ppd"
  tmp=$(mktemp)
  curl -fsSL "https://drivers.printhub-mirror.example/ppd/${vendor}/${model}.ppd" -o "$tmp"
  sudo mkdir -p "$ppd_dir"
  sudo install -m 0644 "$tmp" "$ppd"
  rm -f "$tmp"
  sudo lpadmin -p "$name" -E -v "$uri" -P "$ppd"
else
  sudo lpadmin -p "$name" -E -v "$uri" -m everywhere
fi
echo "queue $name created"

echo "setting up queue administration for $USER"
sudo usermod -aG lpadmin "$USER"
sudo install -m 0644 "$here/templates/49-printer-admin.rules" /etc/polkit-1/rules.d/49-printer-admin.rules
sudo systemctl restart polkit 2>/dev/null || true

lpstat -p "$name"
echo "log out and back in for the lpadmin group to apply"
