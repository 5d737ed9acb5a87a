#!/bin/zsh
# <swiftbar.title>VPN status</swiftbar.title>
# <swiftbar.refreshOnOpen>true</swiftbar.refreshOnOpen>
state="down"; gw="-"
if ifconfig gpd0 2>/dev/null | grep -q 'inet '; then
  state="up"; gw=$(defaults read com.paloaltonetworks.GlobalProtect.settings 2>/dev/null | awk -F'"' '/Portal/ {print $2; exit}')
elif [[ -x /opt/cisco/secureclient/bin/vpn ]] && /opt/cisco/secureclient/bin/vpn state | grep -q 'state: Connected'; then
  state="up"; gw=$(/opt/cisco/secureclient/bin/vpn stats | awk '/Server Address/ {print $3; exit}')
elif command -v wg >/dev/null && wg show 2>/dev/null | grep -q 'latest handshake'; then
  state="up"; gw=$(wg show all endpoints | awk '{print $3; exit}')
fi

if [[ $1 == --daemon ]]; then
  last=$(cat /tmp/.vpnstatus 2>/dev/null)
  if [[ $last == up && $state == down ]]; then
    osascript -e 'display notification "Corporate VPN disconnected" with title "VPN"'
  fi
  print $state > /tmp/.vpnstatus
  exit 0
fi

if [[ $state == up ]]; then
  print "🟢 VPN"; print -- "---"; print "Gateway: $gw"
else
  print "🔴 VPN"; print -- "---"; print "Reconnect | bash=/usr/bin/open param1=-a param2=GlobalProtect terminal=false"
fi
