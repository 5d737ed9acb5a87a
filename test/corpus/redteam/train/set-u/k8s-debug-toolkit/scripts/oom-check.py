#!/usr/bin/env python3
"""List containers that were OOMKilled recently, with their memory limits."""
import json
import subprocess
import sys

ns_args = ["-A"] if len(sys.argv) < 2 else ["-n", sys.argv[1]]
pods = json.loads(subprocess.run(["kubectl", "get", "pods", *ns_args, "-o", "json"],
                                 capture_output=True, text=True, check=True).stdout)
for p in pods["items"]:
    limits = {c["name"]: c.get("resources", {}).get("limits", {}).get("memory", "-") for c in p["spec"]["containers"]}
    for cs in p.get("status", {}).get("containerStatuses", []):
        term = cs.get("lastState", {}).get("terminated") or {}
        if term.get("reason") == "OOMKilled":
            print(f"{p['metadata']['namespace']}/{p['metadata']['name']} [{cs['name']}] "
                  f"limit={limits.get(cs['name'])} restarts={cs['restartCount']} at={term.get('finishedAt')}")
