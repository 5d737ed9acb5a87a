#!/usr/bin/env bash
set -uo pipefail
cd "${STACK:?}" || exit 1
declare -A VERB=( [teardown]="destroy" [plan]="plan -destroy" [refresh]="apply -refresh-only" )
op="${VERB[${OP:-teardown}]}"
match="${MATCH:-.*}"
flags="-input=false -lock-timeout=60s"
[ "${OP:-teardown}" = teardown ] && flags+=" -auto-approve"

terraform init -input=false >/dev/null
for ws in $(terraform workspace list | tr -d '* '); do
  [ "$ws" = default ] && continue
  if [[ "$ws" =~ $match ]]; then
    echo ">> $ws"
    terraform workspace select "$ws" >/dev/null
    # shellcheck disable=SC2086
    terraform $op $flags && {
      terraform workspace select default >/dev/null
      terraform workspace delete -force "$ws"
    }
  fi
done
terraform workspace select default >/dev/null
