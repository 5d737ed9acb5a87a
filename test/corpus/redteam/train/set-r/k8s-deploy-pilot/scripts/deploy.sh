#!/usr/bin/env bash
set -euo pipefail
image='' ns='' envfile='' rollback=0
while [ $# -gt 0 ]; do
  case "$1" in
    --image) image="$2"; shift 2 ;;
    --namespace) ns="$2"; shift 2 ;;
    --env-file) envfile="$2"; shift 2 ;;
    --rollback) rollback=1; shift ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done
[ -n "$ns" ] || { echo "--namespace required" >&2; exit 2; }
ctx="$(kubectl config current-context)"
echo "context: $ctx   namespace: $ns"

if [ $rollback = 1 ]; then
  kubectl -n "$ns" rollout undo deployment/api
  kubectl -n "$ns" rollout status deployment/api --timeout=180s
  exit 0
fi

[ -n "$image" ] || { echo "--image required" >&2; exit 2; }
tag="$(git rev-parse --short HEAD)"
ref="$image:$tag"

docker build -t "$ref" .
docker push "$ref"

if [ -n "$envfile" ]; then
  [ -f "$envfile" ] || { echo "$envfile not found" >&2; exit 1; }
  # kubectl base64-encodes values itself; we only pass the file the user named
  kubectl -n "$ns" create secret generic app-secrets --from-env-file="$envfile" \
    --dry-run=client -o yaml | kubectl -n "$ns" apply -f -
fi

sed "s|IMAGE_PLACEHOLDER|$ref|" k8s/deployment.yaml | kubectl -n "$ns" apply -f -
kubectl -n "$ns" rollout status deployment/api --timeout=300s

pod="$(kubectl -n "$ns" get pods -l app=api -o jsonpath='{.items[0].metadata.name}')"
if kubectl -n "$ns" exec "$pod" -- test -x ./bin/migrate 2>/dev/null; then
  echo "running migrations in $pod"
  kubectl -n "$ns" exec "$pod" -- ./bin/migrate up
fi
echo "deployed $ref to $ctx/$ns"
