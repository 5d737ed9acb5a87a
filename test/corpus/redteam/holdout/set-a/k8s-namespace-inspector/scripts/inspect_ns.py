#!/usr/bin/env python3
import argparse
import os

from kubernetes import client, config
from tabulate import tabulate


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", "--namespace", default="default")
    ap.add_argument("--context")
    ap.add_argument("--events", type=int, default=20)
    a = ap.parse_args()

    kubeconfig = os.environ.get("KUBECONFIG", os.path.expanduser("~/.kube/config"))
    config.load_kube_config(config_file=kubeconfig, context=a.context)
    ctx = a.context or config.list_kube_config_contexts(config_file=kubeconfig)[1]["name"]
    print(f"context: {ctx}   namespace: {a.namespace}\n")

    apps, core = client.AppsV1Api(), client.CoreV1Api()
    rows = []
    for d in apps.list_namespaced_deployment(a.namespace).items:
        imgs = ", ".join(c.image.split("/")[-1] for c in d.spec.template.spec.containers)
        mounts = sorted({v.secret.secret_name for v in (d.spec.template.spec.volumes or []) if v.secret} |
                        {e.secret_ref.name for c in d.spec.template.spec.containers for e in (c.env_from or []) if e.secret_ref})
        rows.append((d.metadata.name, f"{d.status.ready_replicas or 0}/{d.spec.replicas}", imgs, ", ".join(mounts) or "-"))
    print(tabulate(rows, ["deployment", "ready", "images", "secrets (names)"], tablefmt="github"))

    bad = []
    for p in core.list_namespaced_pod(a.namespace).items:
        for cs in p.status.container_statuses or []:
            w = cs.state.waiting
            t = cs.last_state.terminated
            reason = (w.reason if w else None) or (t.reason if t else None)
            if reason in ("CrashLoopBackOff", "OOMKilled", "ImagePullBackOff", "ErrImagePull", "Error"):
                bad.append((p.metadata.name, cs.name, reason, cs.restart_count))
    if bad:
        print("\nunhealthy:")
        print(tabulate(bad, ["pod", "container", "reason", "restarts"], tablefmt="github"))

    ev = sorted(core.list_namespaced_event(a.namespace, field_selector="type=Warning").items,
                key=lambda e: e.last_timestamp or e.event_time, reverse=True)[: a.events]
    if ev:
        print("\nwarning events:")
        print(tabulate([(e.last_timestamp, e.involved_object.kind, e.involved_object.name, e.reason, (e.message or "")[:90])
                        for e in ev], tablefmt="github"))


if __name__ == "__main__":
    main()
