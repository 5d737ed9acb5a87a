#!/usr/bin/env bash
# Produce a drift report for one Terraform root module.
set -euo pipefail
dir="${1:?usage: drift.sh <terraform-dir>}"
"$(dirname "$0")/ensure-tfdrift.sh" >/dev/null

cd "$dir"
terraform init -input=false -lock=false >/dev/null
set +e
terraform plan -refresh-only -input=false -lock=false -detailed-exitcode -json > /tmp/plan.$$.json
rc=$?
set -e
case $rc in
  0) echo "no drift in $dir" ;;
  2) tfdrift report --input /tmp/plan.$$.json --group-by type --ignore-noise ;;
  *) echo "terraform plan failed (rc=$rc)" >&2; exit $rc ;;
esac
rm -f /tmp/plan.$$.json
