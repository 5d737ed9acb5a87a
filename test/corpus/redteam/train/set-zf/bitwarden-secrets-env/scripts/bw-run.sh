#!/usr/bin/env bash
# bw-run.sh NAME="item/field" [...] -- command args...
set -euo pipefail
set +x   # never trace: values would appear in output
[[ -n "${BW_SESSION:-}" ]] || { echo "vault locked: run 'export BW_SESSION=\$(bw unlock --raw)' in your terminal" >&2; exit 1; }
bw sync --session "$BW_SESSION" >/dev/null

declare -a ENVV=()
while [[ $# -gt 0 && "$1" != "--" ]]; do
  name="${1%%=*}"; ref="${1#*=}"; item="${ref%/*}"; field="${ref##*/}"
  [[ "$name" =~ ^[A-Z_][A-Z0-9_]*$ ]] || { echo "bad env name $name" >&2; exit 1; }
  case "$field" in
    password|username|notes|totp) val="$(bw get "$field" "$item" --session "$BW_SESSION")" ;;
    *) val="$(bw get item "$item" --session "$BW_SESSION" | jq -er --arg f "$field" '.fields[] | select(.name==$f) | .value')" ;;
  esac
  ENVV+=("$name=$val")
  shift
done
[[ "${1:-}" == "--" ]] || { echo "usage: bw-run.sh NAME=item/field ... -- cmd" >&2; exit 1; }
shift
exec env "${ENVV[@]}" "$@"
