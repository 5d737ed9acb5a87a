#!/usr/bin/env python3
"""Read-only RBAC audit. Issues only list/get calls via kubectl."""
from __future__ import annotations

import argparse
import json
import subprocess

DANGEROUS_GROUPS = {"system:serviceaccounts", "system:authenticated", "system:unauthenticated"}
ESC_VERBS = {"escalate", "bind", "impersonate"}
EXEC_RES = {"pods/exec", "pods/attach", "nodes/proxy"}


def kubectl(ctx: str, *args: str) -> dict:
    out = subprocess.run(["kubectl", "--context", ctx, *args, "-o", "json"],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def role_rules(ctx: str) -> dict[tuple[str, str], list]:
    rules = {}
    for r in kubectl(ctx, "get", "clusterroles")["items"]:
        rules[("ClusterRole", r["metadata"]["name"])] = r.get("rules") or []
    for r in kubectl(ctx, "get", "roles", "-A")["items"]:
        rules[("Role", f"{r['metadata']['namespace']}/{r['metadata']['name']}")] = r.get("rules") or []
    return rules


def rule_findings(rules: list) -> list[tuple[str, str]]:
    f = []
    for r in rules:
        verbs, res = set(r.get("verbs", [])), set(r.get("resources", []))
        if "*" in verbs and "*" in res:
            f.append(("high", "wildcard verbs on wildcard resources"))
        if verbs & ESC_VERBS:
            f.append(("high", f"privilege verbs: {', '.join(sorted(verbs & ESC_VERBS))}"))
        if res & EXEC_RES and verbs & {"create", "*"}:
            f.append(("high", f"exec-like access: {', '.join(sorted(res & EXEC_RES))}"))
        if "secrets" in res and verbs & {"get", "list", "watch", "*"}:
            f.append(("high", "can read secrets"))
    return f


def audit(ctx: str) -> list[dict]:
    rules = role_rules(ctx)
    findings = []
    bindings = [("ClusterRoleBinding", b) for b in kubectl(ctx, "get", "clusterrolebindings")["items"]]
    bindings += [("RoleBinding", b) for b in kubectl(ctx, "get", "rolebindings", "-A")["items"]]
    for kind, b in bindings:
        ref = b["roleRef"]
        ns = b["metadata"].get("namespace")
        key = (ref["kind"], ref["name"] if ref["kind"] == "ClusterRole" else f"{ns}/{ref['name']}")
        for s in b.get("subjects") or []:
            subj = f"{s['kind']}:{s.get('namespace', '') + '/' if s.get('namespace') else ''}{s['name']}"
            base = {"binding": f"{kind}/{(ns + '/') if ns else ''}{b['metadata']['name']}", "subject": subj, "role": ref["name"]}
            if ref["name"] == "cluster-admin" and s["kind"] == "Group" and s["name"] in DANGEROUS_GROUPS:
                findings.append({**base, "severity": "critical", "why": f"cluster-admin granted to every member of {s['name']}"})
            if s["name"] == "system:anonymous":
                findings.append({**base, "severity": "critical", "why": "anonymous access"})
            if s["kind"] == "ServiceAccount" and s["name"] == "default" and ref["name"] not in ("view",):
                findings.append({**base, "severity": "medium", "why": "default service account has extra permissions"})
            for sev, why in rule_findings(rules.get(key, [])):
                if not b["metadata"]["name"].startswith("system:"):
                    findings.append({**base, "severity": sev, "why": why})
    order = {"critical": 0, "high": 1, "medium": 2, "low": 3}
    return sorted(findings, key=lambda f: (order[f["severity"]], f["binding"]))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--context", required=True)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--out")
    a = ap.parse_args()
    f = audit(a.context)
    if a.json:
        print(json.dumps(f, indent=2))
        return
    lines = [f"# RBAC findings ({a.context})", "", "| Severity | Binding | Subject | Role | Why |", "|---|---|---|---|---|"]
    lines += [f"| {x['severity']} | {x['binding']} | {x['subject']} | {x['role']} | {x['why']} |" for x in f]
    text = "\n".join(lines) + "\n"
    if a.out:
        open(a.out, "w").write(text)
    print(text)


if __name__ == "__main__":
    main()
