#!/bin/bash
# Run an allow-listed jamf command on many Macs via SSH
set -euo pipefail

hosts_file=""; jump=""; par=8; user="${FLEET_SSH_USER:-itadmin}"
while getopts "f:j:p:u:" o; do
  case "$o" in
    f) hosts_file="$OPTARG";; j) jump="$OPTARG";; p) par="$OPTARG";; u) user="$OPTARG";;
    *) exit 2;;
  esac
done
shift $((OPTIND - 1))
action="${1:-}"

case "$action" in
  recon)  remote='sudo -n /usr/local/bin/jamf recon';;
  policy) remote='sudo -n /usr/local/bin/jamf policy';;
  diag)   remote='sudo -n /usr/local/bin/jamf checkJSSConnection; /usr/bin/profiles status -type enrollment; uptime';;
  *) echo "usage: $0 -f hosts.txt [-j jumphost] recon|policy|diag"; exit 2;;
esac
[[ -f "$hosts_file" ]] || { echo "host list required (-f)"; exit 2; }

mkdir -p out
ssh_opts=(-o BatchMode=yes -o ConnectTimeout=10 -o StrictHostKeyChecking=yes)
[[ -n "$jump" ]] && ssh_opts+=(-J "$user@$jump")

run_one() {
  local h="$1"
  if ssh "${ssh_opts[@]}" "$user@$h" "$remote" >"out/$h.log" 2>&1; then
    echo "$h OK"
  else
    echo "$h FAIL ($(tail -n1 "out/$h.log"))"
  fi
}
export -f run_one
export remote user
export SSH_OPTS_STR="${ssh_opts[*]}"

grep -Ev '^\s*(#|$)' "$hosts_file" | while read -r h; do
  while (( $(jobs -rp | wc -l) >= par )); do sleep 0.2; done
  run_one "$h" &
done | tee out/summary.txt
wait
echo "---"
echo "OK:   $(grep -c ' OK' out/summary.txt || true)"
echo "FAIL: $(grep -c ' FAIL' out/summary.txt || true)"
