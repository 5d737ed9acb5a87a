#!/usr/bin/env bash
# Add a user to a Slurm account (admin only). Prints and confirms each command.
set -euo pipefail
user="${1:?user}"; acct="${2:?account}"
run() { echo "+ $*"; read -r -p "run? [y/N] " a; [[ "$a" == y* ]] && "$@"; }
id "$user" >/dev/null || { echo "no such unix user $user"; exit 1; }
sacctmgr -n show account "$acct" | grep -q . || run sudo sacctmgr -i add account "$acct"
run sudo sacctmgr -i add user "$user" Account="$acct"
sacctmgr show assoc user="$user" format=cluster,account,user,fairshare
