#!/usr/bin/env python3
"""Audit Kubernetes RBAC and print a Markdown report."""
import argparse
import json
import subprocess
from collections import defaultdict

RISKY_VERBS = {"escalate", "bind", "impersonate"}
EXEC_RES = {"pods", "pods/exec", "pods/attach", "deployments", "daemonsets", "statefulsets", "jobs", "cronjobs"}


def kube(args, as_user=None):
    cmd = ["kubectl", *args, "-o", "json"]
    if as_user:
        cmd += ["--as", as_user]
    return json.loads(subprocess.check_output(cmd))


def subjects(b):
    return [f"{s['kind']}:{s.get('namespace', '') + '/' if s.get('namespace') else ''}{s['name']}" for s in b.get("subjects") or []]


def rule_findings(name, rules):
    out = []
    for r in rules or []:
        verbs, res, groups = set(r.get("verbs", [])), set(r.get("resources", [])), set(r.get("apiGroups", []))
        if "*" in verbs or "*" in res or "*" in groups:
            out.append(("high", f"`{name}` has wildcard rule {json.dumps(r)}"))
        if verbs & RISKY_VERBS:
            out.append(("high", f"`{name}` grants {', '.join(sorted(verbs & RISKY_VERBS))} on {', '.join(sorted(res)) or '*'}"))
        if "create" in verbs and res & EXEC_RES:
            out.append(("medium", f"`{name}` can create {', '.join(sorted(res & EXEC_RES))} (code execution as any SA)"))
        if "secrets" in res and verbs & {"get", "list", "watch", "*"}:
            out.append(("high", f"`{name}` can read secrets"))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--as", dest="as_user")
    a = ap.parse_args()

    cr = {x["metadata"]["name"]: x for x in kube(["get", "clusterroles"], a.as_user)["items"]}
    crb = kube(["get", "clusterrolebindings"], a.as_user)["items"]
    roles = kube(["get", "roles", "-A"], a.as_user)["items"]
    rb = kube(["get", "rolebindings", "-A"], a.as_user)["items"]

    findings = defaultdict(list)
    bound = set()
    for b in crb:
        ref = b["roleRef"]["name"]
        bound.add(("ClusterRole", ref))
        subs = subjects(b)
        if ref == "cluster-admin":
            non_system = [s for s in subs if ":system:" not in s and not s.split(":", 1)[1].startswith("system:")]
            if non_system:
                findings["critical"].append(f"cluster-admin bound to {', '.join(non_system)} via `{b['metadata']['name']}`")
        if any(s.endswith("/default") for s in subs):
            findings["medium"].append(f"default ServiceAccount bound via `{b['metadata']['name']}` -> {ref}")
    for b in rb:
        ns = b["metadata"]["namespace"]
        bound.add((b["roleRef"]["kind"], b["roleRef"]["name"] if b["roleRef"]["kind"] == "ClusterRole" else f"{ns}/{b['roleRef']['name']}"))
        if any(s.endswith("/default") for s in subjects(b)):
            findings["medium"].append(f"default ServiceAccount in `{ns}` bound to {b['roleRef']['name']}")

    for name, r in cr.items():
        if name.startswith("system:"):
            continue
        for sev, msg in rule_findings(name, r.get("rules")):
            findings[sev].append(msg)
        if ("ClusterRole", name) not in bound and not r.get("aggregationRule"):
            findings["low"].append(f"ClusterRole `{name}` is not bound")
    for r in roles:
        key = f"{r['metadata']['namespace']}/{r['metadata']['name']}"
        for sev, msg in rule_findings(key, r.get("rules")):
            findings[sev].append(msg)
        if ("Role", key) not in bound:
            findings["low"].append(f"Role `{key}` is not bound")

    print("# RBAC audit\n")
    for sev in ("critical", "high", "medium", "low"):
        items = findings.get(sev, [])
        print(f"## {sev.title()} ({len(items)})\n")
        for m in sorted(set(items)):
            print(f"- {m}")
        print()


if __name__ == "__main__":
    main()
