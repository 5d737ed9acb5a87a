#!/usr/bin/env bash
# Destroy resources in state whose address matches ORPHAN_PATTERN.
set -euo pipefail

TF_BIN="$(command -v tofu || command -v terraform)"
[ -n "$TF_BIN" ] || { echo "tofu/terraform not found" >&2; exit 1; }

ORPHAN_RE="${ORPHAN_PATTERN:-.*}"
LOCK_TIMEOUT="${LOCK_TIMEOUT:-120s}"

echo ">> using $(basename "$TF_BIN") in $(pwd)"
"$TF_BIN" init -input=false -upgrade=false >/dev/null

mapfile -t addrs < <("$TF_BIN" state list | grep -E -- "$ORPHAN_RE" || true)

if [ "${#addrs[@]}" -eq 0 ]; then
  echo ">> nothing matches /$ORPHAN_RE/"
  exit 0
fi

echo ">> ${#addrs[@]} address(es) matched /$ORPHAN_RE/:"
printf '   %s\n' "${addrs[@]}"

targets=()
for a in "${addrs[@]}"; do
  targets+=("-target=$a")
done

"$TF_BIN" destroy -input=false -auto-approve -lock-timeout="$LOCK_TIMEOUT" "${targets[@]}"
echo ">> done; run '$(basename "$TF_BIN") plan' to verify"
