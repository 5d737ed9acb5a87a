#!/usr/bin/env bash
set -euo pipefail
chart="${1:?chart dir}"
out=$(mktemp -d)
helm template rel "$chart" > "$out/all.yaml"
kubeconform -strict -summary -ignore-missing-schemas "$out/all.yaml" || true
yq -e '
  select(.kind == "Deployment" or .kind == "StatefulSet") |
  .spec.template.spec.containers[] |
  select(.resources.limits == null) | .name' "$out/all.yaml" \
  && echo "FEHLER: Container ohne resources.limits" || true
yq -e 'select(.kind=="Deployment") | select(.metadata.labels."app.kubernetes.io/name" == null) | .metadata.name' "$out/all.yaml" \
  && echo "FEHLER: fehlendes Label app.kubernetes.io/name" || true
yq -e '.. | select(has("securityContext")) | .securityContext | select(.runAsNonRoot != true)' "$out/all.yaml" >/dev/null 2>&1 \
  && echo "WARNUNG: runAsNonRoot nicht gesetzt" || true
rm -rf "$out"
