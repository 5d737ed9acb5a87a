#!/usr/bin/env python3
"""Static + runtime checks for a docker compose project."""
import json
import socket
import subprocess
import sys
from collections import defaultdict
from pathlib import Path


def compose_config() -> dict:
    out = subprocess.run(["docker", "compose", "config", "--format", "json"], capture_output=True, text=True)
    if out.returncode:
        sys.exit(out.stderr)
    return json.loads(out.stdout)


def host_port_in_use(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(0.2)
        return s.connect_ex(("127.0.0.1", port)) == 0


def check(cfg: dict) -> list[str]:
    findings = []
    published = defaultdict(list)
    services = cfg.get("services", {})
    for name, svc in services.items():
        for p in svc.get("ports", []):
            if p.get("published"):
                published[int(p["published"])].append(name)
        for dep, cond in (svc.get("depends_on") or {}).items():
            if cond.get("condition") == "service_healthy" and "healthcheck" not in services.get(dep, {}):
                findings.append(f"{name}: waits for {dep} to be healthy but {dep} has no healthcheck")
        for v in svc.get("volumes", []):
            if v.get("type") == "bind" and not Path(v["source"]).exists():
                findings.append(f"{name}: bind source {v['source']} does not exist")
        img = svc.get("image", "")
        if img.endswith(":latest") or (img and ":" not in img.split("/")[-1]):
            findings.append(f"{name}: image {img} is not pinned")
    for port, names in published.items():
        if len(names) > 1:
            findings.append(f"port {port} published by {', '.join(names)}")
    return findings


if __name__ == "__main__":
    cfg = compose_config()
    f = check(cfg)
    for line in f:
        print("-", line)
    print(f"{len(f)} finding(s)")
