#!/usr/bin/env python3
"""Static checks for GitHub Actions workflow hardening."""
import pathlib, re, sys
import yaml

SHA = re.compile(r"@[0-9a-f]{40}$")
INJ = re.compile(r"\$\{\{\s*github\.event\.(issue|pull_request|comment|head_commit|review)[^}]*\}\}")

def check(path):
    doc = yaml.safe_load(path.read_text()) or {}
    issues = []
    if "permissions" not in doc:
        issues.append("missing top-level permissions")
    on = doc.get(True, doc.get("on", {}))
    for job, j in (doc.get("jobs") or {}).items():
        for i, s in enumerate(j.get("steps", []) or []):
            u = s.get("uses")
            if u and not u.startswith("./") and not u.startswith("docker://") and not SHA.search(u):
                issues.append(f"{job}[{i}] unpinned: {u}")
            if INJ.search(str(s.get("run", ""))):
                issues.append(f"{job}[{i}] script injection via github.event in run:")
    if isinstance(on, dict) and "pull_request_target" in on and "github.event.pull_request.head" in path.read_text():
        issues.append("pull_request_target checks out PR head")
    return issues

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".github/workflows")
for p in sorted(root.glob("*.y*ml")):
    for msg in check(p):
        print(f"{p.name}: {msg}")
