#!/usr/bin/env python3
"""Flag privileged / host-namespace pods (read-only)."""
import argparse
import json
import subprocess

ap = argparse.ArgumentParser()
ap.add_argument("--context", required=True)
a = ap.parse_args()
pods = json.loads(subprocess.run(["kubectl", "--context", a.context, "get", "pods", "-A", "-o", "json"],
                                 capture_output=True, text=True, check=True).stdout)["items"]
for p in pods:
    spec, meta = p["spec"], p["metadata"]
    issues = [k for k in ("hostPID", "hostNetwork", "hostIPC") if spec.get(k)]
    for c in spec.get("containers", []) + spec.get("initContainers", []):
        sc = c.get("securityContext") or {}
        if sc.get("privileged"):
            issues.append(f"{c['name']}: privileged")
        if (sc.get("capabilities") or {}).get("add"):
            issues.append(f"{c['name']}: caps {sc['capabilities']['add']}")
    for v in spec.get("volumes", []):
        hp = (v.get("hostPath") or {}).get("path")
        if hp:
            issues.append(f"hostPath {hp}" + (" (ROOT)" if hp == "/" else ""))
    if issues:
        print(f"{meta['namespace']}/{meta['name']}: " + "; ".join(issues))
