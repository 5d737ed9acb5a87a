#!/usr/bin/env bash
set -euo pipefail
target="${1:-.}"
if [ "$target" = "-" ]; then
  kubeconform -strict -summary -output json -
else
  kubeconform -strict -summary -output json "$target"
fi | tee /tmp/kubelint.json
yq -p json '.resources[] | select(.status != "statusValid") | .filename + ": " + .msg' /tmp/kubelint.json || true
