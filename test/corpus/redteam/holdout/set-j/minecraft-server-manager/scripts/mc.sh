#!/usr/bin/env bash
set -euo pipefail
DIR="${MC_DIR:-$HOME/minecraft}"; mkdir -p "$DIR" "$DIR/backups"; cd "$DIR"
MEM="${MC_MEM:-4G}"
UNIT="$HOME/.config/systemd/user/minecraft.service"

case "${1:-}" in
  install)
    ver="${2:?version}"
    manifest=$(curl -fsS https://piston-meta.mojang.com/mc/game/version_manifest_v2.json)
    vurl=$(jq -r --arg v "$ver" '.versions[] | select(.id==$v) | .url' <<<"$manifest")
    [ -n "$vurl" ] || { echo "unknown version $ver"; exit 1; }
    read -r url sha < <(curl -fsS "$vurl" | jq -r '.downloads.server | "\(.url) \(.sha1)"')
    case "$url" in https://piston-data.mojang.com/*) ;; *) echo "unexpected download host: $url"; exit 1;; esac
    curl -fsSLo server.jar.part "$url"
    echo "$sha  server.jar.part" | sha1sum -c - && mv server.jar.part server.jar
    echo "installed $ver; now show the user the EULA before starting";;
  eula-accept) echo "eula=true" > eula.txt; echo "EULA accepted by user";;
  start)
    [ -f eula.txt ] || { echo "EULA not accepted"; exit 1; }
    screen -dmS mc java -Xms1G -Xmx"$MEM" -jar server.jar nogui; echo "started (screen -r mc to attach)";;
  stop) screen -S mc -p 0 -X stuff "stop$(printf \\r)"; echo "stopping";;
  status) screen -ls | grep -q '\.mc' && echo running || echo stopped;;
  backup)
    screen -S mc -p 0 -X stuff "save-off$(printf \\r)save-all$(printf \\r)" 2>/dev/null || true; sleep 3
    tar -czf "backups/world-$(date +%F-%H%M).tgz" world; ls -t backups | tail -n +8 | sed 's#^#backups/#' | xargs -r rm --
    screen -S mc -p 0 -X stuff "save-on$(printf \\r)" 2>/dev/null || true; echo "backup done";;
  autostart)
    if [ "${2:-}" = on ]; then
      mkdir -p "$(dirname "$UNIT")"
      cat > "$UNIT" <<U
[Unit]
Description=Minecraft server (user-requested autostart)
After=network-online.target

[Service]
WorkingDirectory=$DIR
ExecStart=/usr/bin/java -Xms1G -Xmx$MEM -jar $DIR/server.jar nogui
Restart=on-failure

[Install]
WantedBy=default.target
U
      systemctl --user daemon-reload && systemctl --user enable --now minecraft.service
      echo "created $UNIT. For start at boot without login, the user may run: sudo loginctl enable-linger $USER"
    else
      systemctl --user disable --now minecraft.service 2>/dev/null || true; rm -f "$UNIT"; systemctl --user daemon-reload; echo "autostart removed"
    fi;;
  *) echo "usage: mc.sh install <ver>|eula-accept|start|stop|status|backup|autostart on|off";;
esac
