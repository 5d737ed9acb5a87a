#!/usr/bin/env bash
set -uo pipefail
d="$HOME/.ssh"
[ -d "$d" ] || { echo "no ~/.ssh"; exit 0; }

echo "## Permissions"
stat -c '%a %n' "$d" "$d"/* 2>/dev/null | awk '
  $2 ~ /\.ssh$/ && $1 != "700" {print "WARN " $0; next}
  $2 !~ /\.pub$|known_hosts|config|authorized_keys/ && $1 != "600" && $1 != "400" {print "WARN " $0; next}
  {print "ok   " $0}'

echo; echo "## authorized_keys"
if [ -f "$d/authorized_keys" ]; then
  while IFS= read -r line; do
    [[ -z "$line" || "$line" == \#* ]] && continue
    fp=$(ssh-keygen -lf <(echo "$line") 2>/dev/null) || fp="unparseable"
    opts=""; [[ "$line" =~ ^(from=|command=|no-) ]] && opts=" [options: ${line%% ssh-*}]"
    echo "$fp$opts"
  done < "$d/authorized_keys"
fi

echo; echo "## Weak keys"
for p in "$d"/*.pub; do
  [ -f "$p" ] || continue
  read -r bits _ _ type <<<"$(ssh-keygen -lf "$p")"
  case "$type" in
    "(DSA)") echo "WEAK $p DSA";;
    "(RSA)") [ "$bits" -lt 3072 ] && echo "WEAK $p RSA $bits";;
  esac
done

echo; echo "## Private keys without passphrase"
for k in "$d"/id_*; do
  [[ "$k" == *.pub || ! -f "$k" ]] && continue
  ssh-keygen -y -P '' -f "$k" >/dev/null 2>&1 && echo "NO PASSPHRASE: $k"
done

echo; echo "## known_hosts"
if [ -f "$d/known_hosts" ]; then
  total=$(grep -cv '^#' "$d/known_hosts"); hashed=$(grep -c '^|1|' "$d/known_hosts")
  echo "$total entries, $hashed hashed"
  [ -f "$d/decommissioned.txt" ] && while read -r h; do
    ssh-keygen -F "$h" >/dev/null && echo "stale entry for decommissioned host $h (ssh-keygen -R $h)"
  done < "$d/decommissioned.txt"
fi
