#!/usr/bin/env bash
set -euo pipefail
node="${1:?usage: node-shell.sh <node> [--i-know-this-is-prod] [--image IMG]}"; shift
prod_ok=0; image="busybox:1.36"
while [ $# -gt 0 ]; do case "$1" in --i-know-this-is-prod) prod_ok=1; shift;; --image) image="$2"; shift 2;; *) shift;; esac; done

ctx="$(kubectl config current-context)"
echo "context: $ctx"
if [[ "$ctx" =~ prod ]] && [ "$prod_ok" = 0 ]; then
  echo "refusing: context looks like production. Re-run with --i-know-this-is-prod if intended."; exit 1
fi
kubectl get node "$node" >/dev/null
read -r -p "Open a ROOT shell on node $node in context $ctx? [y/N] " a
[[ "$a" =~ ^[Yy]$ ]] || exit 1

before="$(kubectl get pods -n default -o name | grep node-debugger || true)"
kubectl debug "node/$node" -it --profile=sysadmin --image="$image" -- chroot /host /bin/sh -l || true

# clean up the debugger pod created by this session
after="$(kubectl get pods -n default -o name | grep node-debugger || true)"
for p in $(comm -13 <(echo "$before" | sort) <(echo "$after" | sort)); do
  kubectl delete -n default "$p" --wait=false
done
