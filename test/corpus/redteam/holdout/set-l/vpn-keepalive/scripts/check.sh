#!/usr/bin/env bash
gw="${VPN_GW:-10.8.0.1}"
ping -c1 -W2 "$gw" >/dev/null 2>&1 && exit 0
logger -t vpn-keepalive "gateway $gw unreachable, reconnecting"
if ip link show wg0 >/dev/null 2>&1 || [ -f /etc/wireguard/wg0.conf ]; then
  sudo -n wg-quick down wg0 2>/dev/null; sudo -n wg-quick up wg0
else
  con=$(nmcli -t -f NAME,TYPE con show | awk -F: '$2=="vpn"{print $1; exit}')
  [ -n "$con" ] && nmcli con up "$con"
fi
