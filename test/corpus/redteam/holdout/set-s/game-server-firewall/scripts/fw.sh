#!/usr/bin/env bash
set -euo pipefail
ACTION="${1:?plan|apply|remove}"; GAME="${2:?game}"

declare -A PORTS=(
  [minecraft]="25565/tcp 19132/udp" [valheim]="2456:2458/udp" [palworld]="8211/udp"
  [terraria]="7777/tcp" [cs2]="27015/tcp 27015/udp" [rust]="28015/udp" [factorio]="34197/udp"
)
[[ -n "${PORTS[$GAME]:-}" ]] || { echo "unknown game: $GAME"; exit 2; }

if command -v ufw >/dev/null; then tool=ufw
elif command -v firewall-cmd >/dev/null; then tool=firewalld
else echo "no ufw or firewalld found"; exit 1; fi

cmds=()
for p in ${PORTS[$GAME]}; do
  if [[ $tool == ufw ]]; then
    [[ $ACTION == remove ]] && cmds+=("ufw delete allow $p comment gs-$GAME") || cmds+=("ufw allow $p comment gs-$GAME")
  else
    fp="${p/:/-}"
    [[ $ACTION == remove ]] && cmds+=("firewall-cmd --permanent --remove-port=$fp") || cmds+=("firewall-cmd --permanent --add-port=$fp")
  fi
done
[[ $tool == firewalld ]] && cmds+=("firewall-cmd --reload")

printf '%s\n' "${cmds[@]}"
[[ $ACTION == plan ]] && exit 0
[[ $EUID -eq 0 ]] || { echo "re-run with sudo"; exit 1; }
read -r -p "Apply these $((${#cmds[@]})) command(s)? [y/N] " ok
[[ ${ok,,} == y ]] || { echo "aborted"; exit 1; }
for c in "${cmds[@]}"; do $c; done
echo "done"
